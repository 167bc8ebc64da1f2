import { useTranslation } from 'react-i18next';
import type { AuthFeedback } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { LinkMessages } from './link-screen';

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
    <LinkMessages
      space="mt-5"
      error={error && notice(error)}
      success={
        success && (
          <p>
            <span className="font-semibold">{notice(success)}</span>
            {success.key === 'signupSuccess' && <span className="block">{t('auth.messages.signupSuccessHint')}</span>}
            {success.key === 'signupSuccess' && <span className="block">{t('password.verify.sentAtSignup')}</span>}
          </p>
        )
      }
    />
  );
}
