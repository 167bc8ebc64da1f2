import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_LINK_MINUTES } from '@shop/shared';
import { checkLink, useConfirmPasswordReset } from '../../../api/account-links';
import { buttonClass } from '../../../components/ui/button';
import { signIn } from '../../../lib/session';
import { useAuthText } from '../hooks/use-auth-text';
import type { FieldError } from '../utils/auth-text';
import { describeLinkFailure, newPasswordError, tokenFromHash, type LinkFailure } from '../utils/link-errors';
import { LinkMessages, LinkScreen, useLinkFailureText, OnwardLinks } from './link-screen';
import type { RestoredState } from './restore-email-card';
import { PasswordField } from './password-field';

type Stage = { name: 'checking' } | { name: 'ready'; token: string } | { name: 'gone' } | { name: 'done' };

/** The address without the link's token: once used, it should not stay in the history or a shared screenshot. */
function dropToken() {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

/**
 * The screen of a reset link (docs/product/password-reset.md). The link is checked first, so nobody types a new
 * password for a link that no longer works; the new password follows the sign-up rules; saving it signs the
 * shopper in here, and every other session of the account ends.
 */
export function ResetPasswordCard() {
  const { t } = useTranslation();
  const { fieldError } = useAuthText();
  const failureText = useLinkFailureText();
  const confirm = useConfirmPasswordReset();
  const [stage, setStage] = useState<Stage>({ name: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: FieldError; repeat?: boolean }>({});
  const [failure, setFailure] = useState<LinkFailure | null>(null);
  // Come from 'Restore my email address': the address that is back, said above the form.
  const restoredEmail = (useLocation().state as Partial<RestoredState> | null)?.restoredEmail;

  // The fragment is read in the browser only: the server never receives it, and the drawn page shows 'checking'.
  useEffect(() => {
    const token = tokenFromHash(window.location.hash);
    if (!token) return setStage({ name: 'gone' });
    let live = true;
    checkLink(token, 'password-reset').then(
      () => live && setStage({ name: 'ready', token }),
      (error: unknown) => {
        if (!live) return;
        const described = describeLinkFailure(error);
        // Offline or a fault of ours: the form is shown anyway, and saving says what is wrong.
        if (described.kind === 'gone') setStage({ name: 'gone' });
        else setStage({ name: 'ready', token });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage.name !== 'ready' || confirm.isPending) return;
    const wrong = { password: newPasswordError(password), repeat: password !== repeat };
    setErrors(wrong);
    setFailure(null);
    if (wrong.password) return document.getElementById('reset-password')?.focus();
    if (wrong.repeat) return document.getElementById('reset-repeat')?.focus();
    try {
      signIn(await confirm.mutateAsync({ token: stage.token, password }));
      dropToken();
      setStage({ name: 'done' });
    } catch (error) {
      const described = describeLinkFailure(error);
      if (described.kind === 'gone') return setStage({ name: 'gone' });
      setFailure(described);
      if (described.kind === 'fields' && described.password) {
        setErrors({ password: described.password });
        document.getElementById('reset-password')?.focus();
      }
    }
  }

  if (stage.name === 'checking') {
    return (
      <LinkScreen title={t('password.reset.title')}>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t('password.reset.checking')}
        </p>
      </LinkScreen>
    );
  }

  if (stage.name === 'gone') {
    return (
      <LinkScreen title={t('password.reset.linkGone')} lead={t('password.reset.linkGoneText', { minutes: PASSWORD_RESET_LINK_MINUTES })}>
        <OnwardLinks
          primary={{ to: '/auth/forgot-password', label: t('password.reset.askAgain') }}
          secondary={{ to: '/login', label: t('password.forgot.backToLogin') }}
        />
      </LinkScreen>
    );
  }

  if (stage.name === 'done') {
    return (
      <LinkScreen title={t('password.reset.title')} messages={<LinkMessages success={t('password.reset.done')} />}>
        <OnwardLinks
          primary={{ to: '/manageaccount/dashboard', label: t('password.verify.toAccount') }}
          secondary={{ to: '/', label: t('password.verify.toShop') }}
        />
      </LinkScreen>
    );
  }

  const busy = confirm.isPending;
  return (
    <LinkScreen
      title={t('password.reset.title')}
      lead={t('password.reset.lead')}
      messages={<LinkMessages error={failureText(failure)} success={restoredEmail ? t('password.restore.restored', { email: restoredEmail }) : null} />}
    >
      <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-4">
        <PasswordField
          id="reset-password"
          label={t('password.reset.password')}
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          value={password}
          onValue={(value) => {
            setPassword(value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          error={fieldError(errors.password)}
          readOnly={busy}
        />
        <PasswordField
          id="reset-repeat"
          label={t('password.reset.confirm')}
          name="repeat-password"
          autoComplete="new-password"
          required
          value={repeat}
          onValue={(value) => {
            setRepeat(value);
            setErrors((e) => ({ ...e, repeat: false }));
          }}
          error={errors.repeat ? t('password.errors.passwordsDiffer') : undefined}
          readOnly={busy}
        />
        <button type="submit" disabled={busy} className={`${buttonClass('primary', 'lg')} w-full`}>
          {busy ? t('password.reset.saving') : t('password.reset.submit')}
        </button>
      </form>
    </LinkScreen>
  );
}
