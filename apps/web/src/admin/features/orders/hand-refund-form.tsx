import { useState, type FormEvent } from 'react';
import { HandRefundInputSchema } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useHandRefund } from '../../api/online-payments';
import { errorText } from '../../components/error-text';
import { asNumber } from '../../components/typed-number';
import { TextArea } from '../../kit/choice-fields';
import { useAdminTranslation } from '../../i18n/i18n';

type Problems = Partial<Record<'amount' | 'reference' | 'note', string>>;

/**
 * Money of a cancelled order paid by proof goes back by hand: staff send it, then record the amount (the owed
 * amount to begin with) and the transfer's reference here, checked by the server's own rule before it is sent.
 */
export function HandRefundForm({ orderNumber, owed }: { orderNumber: string; owed: number }) {
  const { t, i18n } = useAdminTranslation();
  const record = useHandRefund(orderNumber);
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<string | null>(null);
  const taka = (amount: number) => formatTaka(amount, toLanguage(i18n.language));
  const words: Required<Problems> = { amount: t('orderOnline.handAmountInvalid'), reference: t('orderOnline.handReferenceInvalid'), note: t('orderOnline.handNoteInvalid') };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const input = { amount: asNumber(String(form.get('amount') ?? '')), reference: String(form.get('reference') ?? '').trim(), ...(note ? { note } : {}) };
    const checked = HandRefundInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Problems;
        if (field in words) found[field] = words[field];
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setDone(null);
    record.mutate(checked.data, { onSuccess: (answer) => setDone(t('orderOnline.handDone', { amount: taka(answer.refund.amount) })) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('orderOnline.handTitle')} className="mt-2 flex flex-col gap-1 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('orderOnline.handTitle')}</h3>
      <p className="mb-2 text-sm text-slate-600">{t('orderOnline.handText')}</p>
      <TextField name="amount" label={t('orderOnline.handAmount')} hint={t('orderOnline.handAmountHint', { amount: taka(owed) })} defaultValue={String(owed)} inputMode="decimal" required error={problems.amount} />
      <TextField name="reference" label={t('orderOnline.handReference')} hint={t('orderOnline.handReferenceHint')} maxLength={60} required error={problems.reference} />
      <TextArea name="note" label={t('orderOnline.handNote')} rows={2} maxLength={500} error={problems.note} />
      {record.error && <Notice announce tone="error">{errorText(t, record.error)}</Notice>}
      {done && <Notice announce tone="success">{done}</Notice>}
      <button type="submit" className={`${buttonClass('primary')} self-start`} disabled={record.isPending}>
        {record.isPending ? t('orderOnline.handSaving') : t('orderOnline.handSave')}
      </button>
    </form>
  );
}
