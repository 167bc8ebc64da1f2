import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { normaliseBdPhone, PhoneCodeSchema } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { controlClass } from '../../../components/ui/field-styles';
import { ApiError } from '../../../lib/api-client';
import { requestPhoneVerificationCode, useVerifiedPhone, verifyPhone } from '../../../api/auth';
import { FormAlert } from './form-alert';

type Problem = {
  key: 'numberInvalid' | 'codeInvalid' | 'codeWrong' | 'codeExpired' | 'inUse' | 'smsUnavailable' | 'tooMany' | 'failed';
  field?: 'phone' | 'code';
  count?: number;
};

/** A failed step worded by the API's code (docs/decisions/032). */
function describe(error: unknown): Problem {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.status === 429) return { key: 'tooMany', count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  if (error.code === 'sms_unavailable') return { key: 'smsUnavailable' };
  if (error.code === 'phone_code_wrong') return { key: 'codeWrong', field: 'code' };
  if (error.code === 'phone_code_expired') return { key: 'codeExpired' };
  if (error.code === 'phone_in_use') return { key: 'inUse', field: 'phone' };
  if (error.fields.phone) return { key: 'numberInvalid', field: 'phone' };
  return { key: 'failed' };
}

/**
 * 'Sign-in by SMS code' on the profile page (docs/product/account.md, docs/decisions/076): the account's verified
 * number, and verifying one (or another) with the SMS code, so that signing in by phone opens this account.
 */
export function PhoneSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const verified = useVerifiedPhone();
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);
  const words = (p: Problem) => t(`account.phone.errors.${p.key}`, { count: p.count });
  const fieldError = (field: 'phone' | 'code') => (problem?.field === field ? words(problem) : undefined);

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = normaliseBdPhone(phone);
    if (!number) return setProblem({ key: 'numberInvalid', field: 'phone' });
    void run(async () => {
      await requestPhoneVerificationCode(number);
      setSentTo(number);
      setCode('');
    });
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = PhoneCodeSchema.safeParse(code);
    if (!checked.success || !sentTo) return setProblem({ key: 'codeInvalid', field: 'code' });
    void run(async () => {
      const answer = await verifyPhone({ phone: sentTo, code: checked.data });
      client.setQueryData(['auth', 'phone'], answer);
      void client.invalidateQueries({ queryKey: ['profile'] });
      setEditing(false);
      setSentTo(null);
      setDone(true);
    });
  }

  const number = verified.data?.phone ?? null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">{t('account.phone.title')}</h2>
      <p role="status" className="max-w-prose text-sm text-slate-600 dark:text-slate-300">
        {verified.isPending ? t('common.loading') : number ? t('account.phone.verified', { phone: number }) : t('account.phone.none')}
        {done && <span className="block font-medium text-green-800 dark:text-green-300">{t('account.phone.done')}</span>}
      </p>
      {!editing && !verified.isPending && (
        <div>
          <button type="button" onClick={() => { setEditing(true); setDone(false); }} className={buttonClass('secondary')}>
            {number ? t('account.phone.change') : t('account.phone.add')}
          </button>
        </div>
      )}
      {editing && !sentTo && (
        <form noValidate onSubmit={send} className="flex max-w-md flex-col gap-3">
          <Field label={t('account.phone.number')} error={fieldError('phone')}>
            {(control) => (
              <input {...control} type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" value={phone}
                onChange={(e) => setPhone(e.target.value)} className={controlClass(control['aria-invalid'])} />
            )}
          </Field>
          <div className="flex gap-2">
            <button type="submit" disabled={busy} className={buttonClass('primary')}>{busy ? t('account.phone.sending') : t('account.phone.send')}</button>
            <button type="button" onClick={() => { setEditing(false); setProblem(null); }} className={buttonClass('secondary')}>{t('account.phone.cancel')}</button>
          </div>
        </form>
      )}
      {editing && sentTo && (
        <form noValidate onSubmit={confirm} className="flex max-w-md flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('account.phone.sentTo', { phone: sentTo })}</p>
          <Field label={t('account.phone.code')} error={fieldError('code')}>
            {(control) => (
              <input {...control} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))} className={controlClass(control['aria-invalid'])} />
            )}
          </Field>
          <div className="flex gap-2">
            <button type="submit" disabled={busy} className={buttonClass('primary')}>{busy ? t('account.phone.verifying') : t('account.phone.verify')}</button>
            <button type="button" onClick={() => { setSentTo(null); setProblem(null); }} className={buttonClass('secondary')}>{t('account.phone.otherNumber')}</button>
          </div>
        </form>
      )}
      {problem && !problem.field && <FormAlert>{words(problem)}</FormAlert>}
    </section>
  );
}
