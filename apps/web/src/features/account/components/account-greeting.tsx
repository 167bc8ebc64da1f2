import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';
import { useMe } from '../../../api/account-links';
import { useProfile } from '../../../api/profile';

/**
 * The sidebar's greeting by name (the saved profile's, else the session's, else 'User') and its badge: 'Verified
 * Account' once the e-mail address is verified, a plain 'Email not verified' until then (the banner above the
 * page sends the link again), nothing while the shop does not know yet.
 */
export function AccountGreeting() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const profile = useProfile();
  const me = useMe();
  // An account made by phone with no e-mail has nothing to verify (docs/decisions/076).
  const verified = me.data?.email === null ? undefined : me.data?.verified_email;
  const name = profile.data?.name || user?.name || t('account.defaultName');
  return (
    <div className="flex items-center gap-3 px-1 pb-3">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700 uppercase dark:bg-brand-900/60 dark:text-brand-200"
      >
        {[...name][0]}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900 dark:text-white">{t('account.greeting', { name })}</p>
        {verified === true && (
          <p className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/60 dark:text-green-200">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3.5 fill-current">
              <path d="M10 1.5 3 4.2v5.1c0 4.2 2.9 8 7 9.2 4.1-1.2 7-5 7-9.2V4.2L10 1.5zm3.7 6.2-4.4 4.9a.9.9 0 0 1-1.3 0L5.8 10.4a.9.9 0 1 1 1.3-1.3l1.5 1.5 3.8-4.2a.9.9 0 1 1 1.3 1.3z" />
            </svg>
            {t('account.verified')}
          </p>
        )}
        {verified === false && (
          <p className="mt-0.5 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
            {t('account.unverified')}
          </p>
        )}
      </div>
    </div>
  );
}
