import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelOrderInputSchema, type Order } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCancelOrder } from '../../../api/orders';
import { useOrderFormat } from '../hooks/use-order-format';
import { cancelFailureKey } from '../utils/load-failure';

const SUGGESTIONS = ['changedMind', 'mistake', 'betterPrice', 'tooSlow'] as const;
const MAX_REASON = 500;

const DANGER =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md bg-red-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60';

interface Props {
  /** The order to cancel; null keeps the dialog closed. */
  order: Order | null;
  onClose: () => void;
  onCancelled: (order: Order) => void;
  /** Where focus goes once the cancelled order's button is gone. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** Asks why (required, 3 to 500 characters, as the server checks it), then cancels the order. */
export function CancelOrderDialog({ order, onClose, onCancelled, fallbackFocus }: Props) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();

  const { reset } = cancel;
  useEffect(() => {
    setReason('');
    setInvalid(false);
    reset();
  }, [order?.id, reset]);

  const close = () => {
    if (!cancel.isPending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order || cancel.isPending) return;
    if (!CancelOrderInputSchema.safeParse({ reason }).success) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    cancel.mutate({ id: order.id, reason: reason.trim() }, { onSuccess: onCancelled });
  };

  const paid = order?.payment_status === 'paid' || order?.payment_status === 'submitted';
  const error = invalid ? t('orders.cancelDialog.reasonRequired') : cancel.isError ? t(cancelFailureKey(cancel.error)) : null;
  return (
    <Dialog
      open={order !== null}
      onClose={close}
      title={order ? t('orders.cancelDialog.title', { number: order.order_number }) : ''}
      description={
        <>
          {t('orders.cancelDialog.text')}
          {order && paid && <> {t('orders.cancelDialog.paidText', { amount: format.taka(order.total) })}</>}
        </>
      }
      closeLabel={t('orders.cancelDialog.keep')}
      closeOnBackdrop={false}
      initialFocus={field}
      fallbackFocus={fallbackFocus}
      size="sm"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} disabled={cancel.isPending} className={buttonClass('secondary')}>
            {t('orders.cancelDialog.keep')}
          </button>
          <button type="submit" form={formId} disabled={cancel.isPending} className={DANGER}>
            {cancel.isPending ? t('orders.cancelDialog.busy') : t('orders.cancelDialog.confirm')}
          </button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('orders.cancelDialog.reason')} <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span>
        </label>
        <textarea
          ref={field}
          id={fieldId}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setInvalid(false);
          }}
          required
          minLength={3}
          maxLength={MAX_REASON}
          rows={3}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
        />
        <p id={hintId} className="flex justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
          <span>{t('orders.cancelDialog.reasonHint')}</span>
          <span aria-hidden="true">
            {reason.length}/{MAX_REASON}
          </span>
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-xs font-medium text-slate-600 dark:text-slate-300">{t('orders.cancelDialog.suggestions')}</legend>
          <div className="flex flex-wrap gap-2">
            {SUGGESTIONS.map((key) => {
              const text = t(`orders.cancelDialog.suggestion.${key}`);
              return (
                <button
                  key={key}
                  type="button"
                  aria-pressed={reason === text}
                  onClick={() => {
                    setReason(text);
                    setInvalid(false);
                  }}
                  className="rounded-full border border-slate-300 px-3 py-1.5 text-xs text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-900/40 dark:aria-pressed:text-brand-200"
                >
                  {text}
                </button>
              );
            })}
          </div>
        </fieldset>
        {error && (
          <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
