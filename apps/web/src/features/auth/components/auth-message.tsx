import { useTranslation } from 'react-i18next';
import type { AuthFeedback } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { AlertIcon, CheckCircleIcon } from './auth-icons';

/**
 * The outcome of the last submit. Both live regions are always in the page (empty when quiet), so screen
 * readers announce a message the moment it appears: errors assertively, successes politely.
 */
export function AuthMessage({ feedback }: { feedback: AuthFeedback | null }) {
  const { t } = useTranslation();
  const { notice } = useAuthText();
  const success = feedback?.tone === 'success' ? feedback.notice : null;
  const error = feedback?.tone === 'error' ? feedback.notice : null;
  return (
    <>
      <div role="alert">
        {error && (
          <p className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            <span>{notice(error)}</span>
          </p>
        )}
      </div>
      <div role="status">
        {success && (
          <div className="mt-5 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-800 dark:border-green-900 dark:bg-green-950/50 dark:text-green-200">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
            <p>
              <span className="font-semibold">{notice(success)}</span>
              {success.key === 'signupSuccess' && <span className="block">{t('auth.messages.signupSuccessHint')}</span>}
            </p>
          </div>
        )}
      </div>
    </>
  );
}
