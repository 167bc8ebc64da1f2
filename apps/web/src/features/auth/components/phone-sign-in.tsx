import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { usePhoneSignInStatus } from '../../../api/auth';
import { usePhoneSignInForm } from '../hooks/use-phone-sign-in';
import type { PhoneProblem } from '../utils/phone-errors';
import { LinkMessages } from './link-screen';
import { TextField } from './text-field';

/**
 * 'Continue with mobile number' on the sign-in screen (docs/product/auth.md, docs/decisions/076): a button that opens
 * the number's form, then the code's. Phone-friendly: a numeric keypad, the SMS's code offered by the keyboard
 * (`autocomplete="one-time-code"`), and 'Send a new code' after the wait the server asked for.
 */
export function PhoneSignIn({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = usePhoneSignInForm(onLoggedIn);
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const { step, problem } = form;
  const status = usePhoneSignInStatus();

  // The field the shopper needs next takes the focus: the number on opening, the code once it was sent.
  useEffect(() => {
    if (!open) return;
    (step === 'code' ? codeRef : phoneRef).current?.focus();
  }, [open, step]);
  useEffect(() => {
    if (problem?.field === 'phone') phoneRef.current?.focus();
    if (problem?.field === 'code') codeRef.current?.focus();
  }, [problem]);

  const words = (p: PhoneProblem) =>
    p.key === 'throttled' || p.key === 'throttledSoon'
      ? t(`auth.messages.${p.key}`, { count: p.count })
      : t(`auth.phone.errors.${p.key}`, { count: p.count });
  const fieldError = (field: 'phone' | 'code') => (problem?.field === field ? words(problem) : undefined);
  const notice = problem && !problem.field ? words(problem) : undefined;

  // A shop without SMS offers no phone sign-in; while it is being asked (or if asking failed) the way in is shown.
  if (status.data?.enabled === false) return null;
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} aria-expanded={false} aria-controls={`${id}-panel`} className={`${buttonClass('secondary', 'lg')} w-full`}>
        <PhoneIcon />
        {t('auth.phone.open')}
      </button>
    );
  }

  return (
    <section id={`${id}-panel`} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-white">{t('auth.phone.title')}</h2>
      {step === 'phone' ? (
        <form noValidate onSubmit={(e) => void form.submitPhone(e)} className="flex flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth.phone.lead')}</p>
          <TextField
            ref={phoneRef}
            id={`${id}-phone`}
            label={t('auth.phone.number')}
            value={form.phone}
            onValue={form.setPhone}
            error={fieldError('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('auth.phone.numberPlaceholder')}
            maxLength={20}
          />
          <button type="submit" disabled={form.sending} aria-busy={form.sending || undefined} className={`${buttonClass('primary', 'lg')} w-full`}>
            {form.sending ? t('auth.phone.sending') : t('auth.phone.send')}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={(e) => void form.submitCode(e)} className="flex flex-col gap-3">
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {form.sent && t('auth.phone.sentTo', { phone: form.sent.to, count: form.sent.minutes })}
            {form.sent?.again && <span className="block">{t('auth.phone.resent')}</span>}
          </p>
          <TextField
            ref={codeRef}
            id={`${id}-code`}
            label={t('auth.phone.code')}
            value={form.code}
            onValue={(value) => form.setCode(value.replace(/\D/g, '').slice(0, 6))}
            error={fieldError('code')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            className="tracking-[0.4em]"
          />
          <TextField
            id={`${id}-name`}
            label={t('auth.phone.name')}
            hint={t('auth.phone.nameHint')}
            value={form.name}
            onValue={form.setName}
            type="text"
            autoComplete="name"
            maxLength={100}
          />
          <button type="submit" disabled={form.signingIn || form.done} aria-busy={form.signingIn || undefined} className={`${buttonClass('primary', 'lg')} w-full`}>
            {form.signingIn || form.done ? t('auth.phone.signingIn') : t('auth.phone.signIn')}
          </button>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button type="button" onClick={form.otherNumber} className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
              {t('auth.phone.otherNumber')}
            </button>
            {form.waitSeconds > 0 ? (
              <span className="text-slate-600 dark:text-slate-300">{t('auth.phone.resendIn', { count: form.waitSeconds })}</span>
            ) : (
              <button type="button" onClick={form.resend} disabled={form.sending} className="font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-brand-300">
                {t('auth.phone.resend')}
              </button>
            )}
          </div>
        </form>
      )}
      {/* One flex item: the message regions, empty most of the time, add no gap of their own. */}
      <div>
        <LinkMessages space="mt-4" error={notice} success={form.done ? <p className="font-semibold">{t('auth.messages.loginSuccess')}</p> : undefined} />
      </div>
    </section>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current" strokeWidth={1.8}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  );
}
