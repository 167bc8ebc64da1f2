import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { useSetPasswordFromLink } from '../api/session';
import { errorText } from '../components/error-text';
import { Notice } from '../components/notice';
import { TextField } from '../components/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { signInHref } from '../sections';
import { SignedOutFrame } from './sign-in';

/**
 * /admin/link#<token>: the one-time link an owner made (a link made before docs/decisions/053 carried the token in
 * the path, /admin/link/<token>, and is still read). The token is kept by the page and dropped from the address,
 * so it stays out of the history and of any Referer; the person chooses their password, twice, and is signed in.
 */
export default function LinkPage() {
  const { t } = useAdminTranslation();
  const params = useParams();
  const location = useLocation();
  const [token] = useState(() => params.token ?? location.hash.slice(1));
  const navigate = useNavigate();
  const inAddress = Boolean(params.token ?? location.hash);
  useEffect(() => {
    if (inAddress) void navigate('/admin/link', { replace: true });
  }, [inAddress, navigate]);
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
          <Notice tone="error">
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
