import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnRecord } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useReturnableItems, useRequestReturn } from '../../../api/returns';
import { checkReturn, returnFailure, type ReturnFormErrors } from '../utils/return-errors';
import { ReturnableItemChoice } from './returnable-item-choice';

interface Props {
  open: boolean;
  onClose: () => void;
  onRequested: (record: ReturnRecord) => void;
  /** An order line to start with (from an order card). */
  lineId?: string;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

const FIELD =
  'rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white';

/** Request a return: a delivered item still inside its 7 days, and a reason (3 to 500 characters). */
export function RequestReturnDialog({ open, onClose, onRequested, lineId, fallbackFocus }: Props) {
  const { t } = useTranslation();
  const request = useRequestReturn();
  const close = () => {
    if (request.isPending) return;
    request.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t('returns.request.title')} description={t('returns.request.intro')} closeLabel={t('returns.request.close')} closeOnBackdrop={false} fallbackFocus={fallbackFocus}>
      {open && <RequestForm lineId={lineId} onCancel={close} onRequested={onRequested} request={request} />}
    </Dialog>
  );
}

function RequestForm({ lineId, onCancel, onRequested, request }: { lineId?: string; onCancel: () => void; onRequested: (r: ReturnRecord) => void; request: ReturnType<typeof useRequestReturn> }) {
  const { t } = useTranslation();
  const items = useReturnableItems();
  const ids = { reason: useId(), hint: useId(), reasonError: useId() };
  const [selected, setSelected] = useState(lineId ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const text = (key: ReturnFormErrors[keyof ReturnFormErrors]) => (key ? t(`returns.request.errors.${key}`) : '');

  if (items.isPending) return <p role="status" className="text-sm text-slate-600 dark:text-slate-300">{t('returns.request.loading')}</p>;
  if (items.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{t('returns.request.loadFailed')}</p>
        <button type="button" onClick={() => void items.refetch()} className={buttonClass('secondary')}>{t('returns.retry')}</button>
      </div>
    );
  }
  if (items.data.length === 0) return <p role="status" className="text-sm text-slate-700 dark:text-slate-200">{t('returns.request.none')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkReturn(selected, reason);
    setErrors(problems);
    const item = items.data.find((i) => i.order_line_id === selected);
    if (problems.item || problems.reason || !item) return;
    request.mutate(
      { order_id: item.order_id, order_line_id: item.order_line_id, reason: reason.trim() },
      { onSuccess: onRequested, onError: (error) => setErrors(returnFailure(error)) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ReturnableItemChoice
        items={items.data}
        value={selected}
        onChange={(value) => { setSelected(value); setErrors((e) => ({ ...e, item: undefined })); }}
        error={text(errors.item)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.reason} className="text-sm font-medium">{t('returns.request.reasonLabel')}</label>
        <p id={ids.hint} className="text-xs text-slate-600 dark:text-slate-400">{t('returns.request.reasonHint')}</p>
        <textarea
          id={ids.reason}
          value={reason}
          onChange={(event) => { setReason(event.target.value); setErrors((e) => ({ ...e, reason: undefined })); }}
          rows={3}
          maxLength={600}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${ids.hint}${errors.reason ? ` ${ids.reasonError}` : ''}`}
          className={`${FIELD} py-2`}
        />
        {errors.reason && <p id={ids.reasonError} className="text-sm text-red-700 dark:text-red-300">{text(errors.reason)}</p>}
      </div>
      {errors.form && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">{text(errors.form)}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={request.isPending} className={buttonClass('secondary')}>{t('returns.request.cancel')}</button>
        <button type="submit" disabled={request.isPending} className={buttonClass('primary')}>
          {request.isPending ? t('returns.request.submitting') : t('returns.request.submit')}
        </button>
      </div>
    </form>
  );
}
