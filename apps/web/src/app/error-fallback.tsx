import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button';

/** What a shopper sees when rendering fails: 'Something went wrong.' and a way out. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('errors.generic')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('errors.genericHint')}</p>
      <div className="flex gap-3 pt-2">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
          {t('errors.reload')}
        </button>
        {/* A plain link: the router itself may be what failed. */}
        <a href="/" className={buttonClass('secondary')}>
          {t('common.backHome')}
        </a>
      </div>
    </div>
  );
}
