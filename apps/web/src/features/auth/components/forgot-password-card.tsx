import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_RESET_LINK_MINUTES } from '@shop/shared';
import { useRequestPasswordReset } from '../../../api/account-links';
import { buttonClass } from '../../../components/ui/button';
import { useAuthText } from '../hooks/use-auth-text';
import type { FieldError } from '../utils/auth-text';
import { describeLinkFailure, emailError, type LinkFailure } from '../utils/link-errors';
import { LinkMessages, LinkScreen, useLinkFailureText } from './link-screen';
import { EmailField } from './email-field';

const link = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/**
 * 'Forgot password?' (docs/product/password-reset.md): the e-mail of the account, then the same answer whether
 * or not the address has one, so this screen tells nobody which addresses shop here.
 */
export function ForgotPasswordCard({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const { fieldError } = useAuthText();
  const failureText = useLinkFailureText();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<FieldError | undefined>();
  const [failure, setFailure] = useState<LinkFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const focusEmail = () => document.getElementById('forgot-email')?.focus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const wrong = emailError(email);
    setError(wrong);
    setFailure(null);
    if (wrong) return focusEmail();
    try {
      await request.mutateAsync({ email: email.trim() });
      setSentTo(email.trim());
    } catch (caught) {
      const described = describeLinkFailure(caught);
      setFailure(described);
      if (described.kind === 'fields' && described.email) {
        setError(described.email);
        focusEmail();
      }
    }
  }

  if (sentTo) {
    return (
      <LinkScreen title={t('password.forgot.sent')} messages={<LinkMessages success={t('password.forgot.sentText', { email: sentTo, minutes: PASSWORD_RESET_LINK_MINUTES })} />}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" className={buttonClass('primary')}>
            {t('password.forgot.backToLogin')}
          </Link>
          <button type="button" className={buttonClass('secondary')} onClick={() => setSentTo(null)}>
            {t('password.forgot.again')}
          </button>
        </div>
      </LinkScreen>
    );
  }

  return (
    <LinkScreen title={t('password.forgot.title')} lead={t('password.forgot.lead')} messages={<LinkMessages error={failureText(failure)} />}>
      <form noValidate onSubmit={submit} aria-busy={request.isPending} className="flex flex-col gap-4">
        <EmailField
          id="forgot-email"
          label={t('password.forgot.email')}
          value={email}
          onValue={(value) => {
            setEmail(value);
            setError(undefined);
          }}
          error={fieldError(error)}
          readOnly={request.isPending}
        />
        <button type="submit" disabled={request.isPending} className={`${buttonClass('primary', 'lg')} w-full`}>
          {request.isPending ? t('password.forgot.sending') : t('password.forgot.submit')}
        </button>
      </form>
      <p className="text-sm">
        <Link to="/login" className={link}>
          {t('password.forgot.backToLogin')}
        </Link>
      </p>
    </LinkScreen>
  );
}
