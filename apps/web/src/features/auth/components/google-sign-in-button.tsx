import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GoogleLogo } from '../../../components/ui/icons';
import { googleSignInUrl, useGoogleStatus } from '../api/get-google-status';
import { chooseGoogleTarget, leaveForGoogle, rememberGoogleTarget } from '../utils/google-target';

interface Props {
  /** Where to land after signing in; else the stored target, else this page (a sign-in page means home). */
  redirectTo?: string;
  className?: string;
}

/**
 * 'Continue with Google': remembers where to come back to (localStorage `redirect_after_login`), then
 * the whole page goes to the API, which sends it on to Google. Says so when the shop has no Google sign-in.
 */
export function GoogleSignInButton({ redirectTo, className = '' }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useGoogleStatus();
  const [leaving, setLeaving] = useState(false);
  const hintId = useId();
  // Back from Google's page, the browser may show this page from its cache, still "leaving".
  useEffect(() => {
    const back = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
  // A failed status check does not hide the way in: the API itself answers if Google is off.
  const unavailable = status.data?.enabled === false;

  const start = () => {
    const target = chooseGoogleTarget(redirectTo, `${location.pathname}${location.search}${location.hash}`);
    rememberGoogleTarget(target);
    setLeaving(true);
    leaveForGoogle(googleSignInUrl(target));
  };

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <button
        type="button"
        onClick={start}
        disabled={unavailable || status.isPending || leaving}
        aria-busy={status.isPending || leaving || undefined}
        aria-describedby={unavailable ? hintId : undefined}
        className={`${buttonClass('secondary', 'lg')} w-full`}
      >
        <GoogleLogo className="size-5" />
        {unavailable ? t('google.unavailable') : leaving ? t('google.redirecting') : t('google.button')}
      </button>
      {unavailable && (
        <p id={hintId} className="text-center text-xs text-slate-500 dark:text-slate-400">
          {t('google.unavailableHint')}
        </p>
      )}
    </div>
  );
}
