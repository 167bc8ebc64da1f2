import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { StaffSignInAnswer } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { takeEndedNotice, useEnrol, useSignIn, useStaffMe } from '../api/session';
import { errorText } from '../components/error-text';
import { LanguageSwitch } from '../components/language-switch';
import { Notice } from '../components/notice';
import { useAdminTitle } from '../components/page';
import { TextField } from '../components/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { safeNext } from '../sections';

type Enrolment = Extract<StaffSignInAnswer, { status: 'enrol' }>;

/** The frame of the pages before signing in: the shop's mark, the language, and a card. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useAdminTranslation();
  useAdminTitle(title);
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10">
      <div className="flex w-full max-w-md items-center justify-between gap-3">
        <span className="flex items-center gap-2">
          <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#f85606" />
            <path d="M9 11h14l-1.6 11.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8z" fill="#fff" />
            <path d="M12.5 11V9.5a3.5 3.5 0 0 1 7 0V11" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="font-bold tracking-tight text-slate-900">{t('app.name')}</span>
        </span>
        <LanguageSwitch />
      </div>
      <main className="mt-6 w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}

const CODE = /^\d{6}$/;

/**
 * /admin/sign-in: e-mail and password; then, when the answer asks for it, the 6-digit code, or the setting up of
 * one-time codes (scan the QR code or type the key, then a first code). Signed in, back to `next`.
 */
export default function SignInPage() {
  const { t } = useAdminTranslation();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
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
        {ended && !failed && <Notice tone="info">{t('signIn.sessionEnded')}</Notice>}
        {failed && <Notice tone="error">{errorText(t, failed)}</Notice>}
        {enrolment ? (
          <>
            <p className="text-sm text-slate-700">{t('signIn.enrolText')}</p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt={t('signIn.qrAlt')}
              width={200}
              height={200}
              className="mx-auto size-50 rounded border border-slate-200 bg-white p-2"
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="enrol-secret" className="text-sm font-medium text-slate-700">
                {t('signIn.secret')}
              </label>
              <input
                id="enrol-secret"
                readOnly
                value={enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
                onFocus={(event) => event.currentTarget.select()}
                className="h-10 rounded-md border border-slate-300 bg-slate-100 px-3 font-mono text-sm tracking-wider text-slate-900"
              />
            </div>
          </>
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
            {askCode && <Notice tone="info">{t('signIn.codeRequired')}</Notice>}
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
