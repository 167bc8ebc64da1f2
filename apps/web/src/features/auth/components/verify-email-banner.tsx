import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe, useResendVerification } from '../../../api/account-links';
import { describeLinkFailure, type LinkFailure } from '../utils/link-errors';
import { useLinkFailureText } from './link-screen';

/**
 * The account area's gentle banner until the address is verified (docs/product/password-reset.md): ordering
 * stays allowed; 'Send the email again' mails a new link, a few times an hour.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const me = useMe();
  const resend = useResendVerification();
  const failureText = useLinkFailureText();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<LinkFailure | null>(null);
  // An account made by phone has no address to verify until it adds one (docs/decisions/076).
  if (!me.data || me.data.verified_email || me.data.email === null) return null;
  const email = me.data.email;

  async function again() {
    setFailure(null);
    setSent(false);
    try {
      const answer = await resend.mutateAsync();
      setSent(answer.sent);
    } catch (error) {
      setFailure(describeLinkFailure(error));
    }
  }

  return (
    <section
      aria-label={t('password.verify.title')}
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="flex flex-col gap-1">
        <p>{t('password.verify.banner', { email })}</p>
        {/* One polite region for both outcomes: the banner is no alarm, and it stays quiet until the button is used. */}
        <p role="status" className={`font-medium ${failure ? 'text-red-800 dark:text-red-300' : ''}`}>
          {failure ? failureText(failure) : sent ? t('password.verify.resent', { email }) : ''}
        </p>
      </div>
      <button
        type="button"
        onClick={again}
        disabled={resend.isPending}
        className="shrink-0 rounded-md border border-amber-300 bg-white px-3 py-2 font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:border-amber-700 dark:bg-amber-900/40 dark:text-amber-50"
      >
        {resend.isPending ? t('password.verify.resending') : t('password.verify.resend')}
      </button>
    </section>
  );
}
