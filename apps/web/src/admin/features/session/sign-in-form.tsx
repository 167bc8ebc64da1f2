import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { StaffSignInAnswer } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { takeEndedNotice, useEnrol, useSignIn, useStaffMe } from '../../api/session';
import { errorText } from '../../components/error-text';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import { EnrolmentKey, type Enrolment } from './enrolment-key';
import { SignedOutFrame } from './signed-out-frame';

const CODE = /^\d{6}$/;

/**
 * E-mail and password; then, when the answer asks for it, the 6-digit code, or the setting up of one-time codes
 * (scan the QR code or type the key, then a first code). Signed in, on to `next`.
 */
export function SignInForm({ next }: { next: string }) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const { data: me, isPending } = useStaffMe();
  const signIn = useSignIn();
  const enrol = useEnrol();
  const [ended] = useState(takeEndedNotice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [problems, setProblems] = useState<{ email?: string; password?: string; code?: string }>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const done = useRef(false);

  // The code field appears with the answer that asks for it: the cursor goes there.
  useEffect(() => {
    if (askCode || enrolment) codeRef.current?.focus();
  }, [askCode, enrolment]);

  if (isPending) return <PageStatus title={t('app.loading')} busy />;
  // Already signed in (another tab, or the answer just came): on to the page asked for.
  if (me && !done.current) return <Navigate to={next} replace />;

  const failed = enrolment ? enrol.error : signIn.error;
  const busy = signIn.isPending || enrol.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!enrolment) {
      if (!email.trim()) found.email = t('signIn.emailRequired');
      if (!password) found.password = t('signIn.passwordRequired');
    }
    if ((askCode || enrolment) && !CODE.test(code.trim())) found.code = t('signIn.codeInvalid');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const onSignedIn = (answer: StaffSignInAnswer) => {
      if (answer.status === 'signed_in') {
        done.current = true;
        void navigate(next, { replace: true });
      } else if (answer.status === 'code_required') {
        setAskCode(true);
      } else {
        setEnrolment(answer);
        setCode('');
      }
    };
    if (enrolment) enrol.mutate({ enrolment: enrolment.enrolment, code: code.trim() }, { onSuccess: onSignedIn });
    else signIn.mutate({ email: email.trim(), password, ...(askCode ? { code: code.trim() } : {}) }, { onSuccess: onSignedIn });
  };

  return (
    <SignedOutFrame title={enrolment ? t('signIn.enrolTitle') : t('signIn.title')}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {!enrolment && <p className="text-sm text-slate-600">{t('signIn.intro')}</p>}
        {ended && !failed && <Notice announce tone="info">{t('signIn.sessionEnded')}</Notice>}
        {failed && <Notice announce tone="error">{errorText(t, failed)}</Notice>}
        {enrolment ? (
          <EnrolmentKey enrolment={enrolment} />
        ) : (
          <>
            <TextField
              label={t('signIn.email')}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={problems.email}
              readOnly={askCode}
            />
            <TextField
              label={t('signIn.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={problems.password}
              readOnly={askCode}
            />
            {askCode && <Notice announce tone="info">{t('signIn.codeRequired')}</Notice>}
          </>
        )}
        {(askCode || enrolment) && (
          <TextField
            ref={codeRef}
            label={t('signIn.code')}
            hint={t('signIn.codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={problems.code}
          />
        )}
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
          {busy ? t('signIn.submitting') : enrolment ? t('signIn.enrolSubmit') : t('signIn.submit')}
        </button>
      </form>
    </SignedOutFrame>
  );
}
