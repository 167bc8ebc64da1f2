import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GoogleLogo } from '../../../components/ui/icons';
import { useGoogleResult } from '../hooks/use-google-result';
import { googleErrorMessage, type GoogleScreen } from '../utils/google-messages';
import { AlertIcon, CheckCircleIcon } from './auth-icons';

const disc = 'flex size-16 items-center justify-center rounded-full';

/** A Google result screen (docs/product/auth.md): processing, then success or failure, then onwards. */
export function GoogleResult({ screen, title }: { screen: GoogleScreen; title: string }) {
  const { t } = useTranslation();
  const state = useGoogleResult(screen);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto my-4 flex w-full max-w-md flex-col items-center gap-5 rounded-2xl bg-white px-6 py-10 text-center shadow-lg ring-1 ring-slate-200 sm:my-8 sm:px-10 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h1 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-600 dark:text-slate-300">
        <GoogleLogo className="size-5" />
        {title}
      </h1>
      {/* Both live regions stay in the page so a change is announced: failures assertively. */}
      <div className="flex flex-col items-center">
        <div role="status" className="flex flex-col items-center gap-3">
          {state.phase === 'processing' && (
            <>
              <span className={`${disc} bg-brand-50 dark:bg-brand-900/30`} aria-hidden="true">
                <span className="size-8 animate-spin rounded-full border-3 border-brand-500 border-t-transparent motion-reduce:animate-none" />
              </span>
              <p className="text-lg font-semibold text-balance sm:text-xl">{t('google.processing')}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">{t('google.processingHint')}</p>
            </>
          )}
          {state.phase === 'success' && (
            <>
              <span className={`${disc} bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300`}>
                <CheckCircleIcon className="size-9" />
              </span>
              <p className="text-lg font-semibold text-balance sm:text-xl">{t('google.success')}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('google.welcome', { name: state.name })}</p>
            </>
          )}
        </div>
        <div role="alert" className="flex flex-col items-center gap-3">
          {state.phase === 'error' && (
            <>
              <span className={`${disc} bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300`}>
                <AlertIcon className="size-9" />
              </span>
              <p className="text-lg font-semibold text-balance sm:text-xl">{t('google.failed')}</p>
              <p className="text-balance text-slate-700 dark:text-slate-200">{googleErrorMessage(t, state.error, screen)}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">{t(state.next === 'home' ? 'google.toHome' : 'google.toSignIn')}</p>
            </>
          )}
        </div>
      </div>
      {state.phase === 'error' && (
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to="/auth" replace className={buttonClass('primary')}>
            {t('google.tryAgain')}
          </Link>
          <Link to="/" replace className={buttonClass('secondary')}>
            {t('google.goHome')}
          </Link>
        </div>
      )}
    </section>
  );
}
