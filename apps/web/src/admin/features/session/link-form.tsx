import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { useSetPasswordFromLink } from '../../api/session';
import { errorText } from '../../components/error-text';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import { signInHref } from '../../sections';
import { SignedOutFrame } from './signed-out-frame';

/** Choosing a password, twice, with the one-time link's token; then signed in, or on to sign in with a code. */
export function LinkForm({ token }: { token: string }) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const setPassword = useSetPasswordFromLink();
  const [password, setPasswordText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: string; repeat?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (password.length < PASSWORD_MIN_LENGTH) found.password = t('link.tooShort', { min: PASSWORD_MIN_LENGTH });
    else if (password !== repeat) found.repeat = t('link.mismatch');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // An account that must use one-time codes signs in again, with its new password and a code.
    setPassword.mutate({ token, password }, { onSuccess: (answer) => void navigate(answer.status === 'signed_in' ? '/admin' : signInHref(), { replace: true }) });
  };

  const linkInvalid = t('errors.linkInvalid');
  return (
    <SignedOutFrame title={t('link.title')}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t('link.intro')}</p>
        {setPassword.error && (
          <Notice announce tone="error">
            {errorText(t, setPassword.error, { unauthorized: linkInvalid, not_found: linkInvalid, validation_error: token.length < 16 ? linkInvalid : undefined })}
          </Notice>
        )}
        <TextField
          label={t('link.password')}
          hint={t('link.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPasswordText(event.target.value)}
          error={problems.password}
        />
        <TextField
          label={t('link.confirm')}
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={problems.repeat}
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={setPassword.isPending}>
          {setPassword.isPending ? t('link.submitting') : t('link.submit')}
        </button>
      </form>
    </SignedOutFrame>
  );
}
