import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../components/ui/toast';
import { signOut } from '../../../lib/session';
import { useSignOutEverywhere } from '../../../api/auth';

/**
 * 'Sign out everywhere' with a question first (docs/decisions/027). This device is signed out too: the
 * shopper lands on the sign-in screen, told why.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const revoke = useSignOutEverywhere();
  const close = () => {
    revoke.reset();
    setAsking(false);
  };
  const confirm = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        // The account area's guard then sends the shopper to sign in, and back here afterwards.
        signOut();
        showToast(t('account.sessions.done'), t('account.sessions.dismiss'));
      },
    });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('account.sessions.title')}
      </h2>
      <p className="max-w-prose text-sm text-slate-600 dark:text-slate-300">{t('account.sessions.text')}</p>
      <div>
        <button type="button" onClick={() => setAsking(true)} className={buttonClass('secondary')}>
          {t('account.sessions.signOutEverywhere')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('account.sessions.confirmTitle')}
        message={t('account.sessions.confirmText')}
        confirmLabel={t('account.sessions.confirm')}
        cancelLabel={t('account.sessions.cancel')}
        busy={revoke.isPending}
        busyLabel={t('account.sessions.busy')}
        error={revoke.isError ? t('account.sessions.failed') : undefined}
        onCancel={close}
        onConfirm={confirm}
      />
    </section>
  );
}
