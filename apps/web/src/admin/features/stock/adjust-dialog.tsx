import { useEffect, useState, type FormEvent } from 'react';
import { STOCK_REASONS, type StockAdjustmentInput, type StockReason } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useAdjustStock } from '../../api/stock';
import { errorText } from '../../components/error-text';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { asNumber } from '../../components/typed-number';
import { useAdminTranslation } from '../../i18n/i18n';

/** Adjust one size's stock: a reason, how many units (what was counted, for a count), a note. */
export function AdjustDialog({ productId, size, title, onClose, onDone }: { productId: number; size: string; title?: string; onClose: () => void; onDone: (stock: number) => void }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const adjust = useAdjustStock();
  const [reason, setReason] = useState<StockReason>('received');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => () => adjust.reset(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const error = adjust.error;
  const codes = error instanceof ApiError ? error.fieldCodes : {};
  const left = error instanceof ApiError && error.code === 'out_of_stock' ? Number(error.fields.quantity ?? 0) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const adjustment = { size, reason, quantity: asNumber(quantity), note: note.trim() || null } as StockAdjustmentInput;
    adjust.mutate({ productId, adjustment }, { onSuccess: (answer) => onDone(answer.adjustment.stock_after) });
  };

  return (
    <Dialog open onClose={() => !adjust.isPending && onClose()} title={title ?? t('product.adjustTitle', { size })} size="sm" closeLabel={t('product.cancel')} closeOnBackdrop={false}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('product.reason')}</legend>
          {STOCK_REASONS.map((r) => (
            <label key={r} className="flex items-start gap-2 text-sm">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="mt-0.5" />
              <span>
                <span className="font-medium">{t(`product.reasons.${r}`)}</span>
                <span className="block text-xs text-slate-600">{t(`product.reasonHints.${r}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextField label={reason === 'counted' ? t('product.countedQuantity') : t('product.quantity')} inputMode="numeric" required value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={left !== null ? t('product.notEnough', { count: formatNumber(left, language) }) : codes.quantity ? t('product.quantityError') : null} />
        <TextField label={t('product.note')} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
        {error && left === null && !codes.quantity && <Notice announce tone="error">{errorText(t, error)}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={adjust.isPending} className={buttonClass('secondary')}>{t('product.cancel')}</button>
          <button type="submit" disabled={adjust.isPending} className={buttonClass('primary')}>{adjust.isPending ? t('product.saving') : t('product.apply')}</button>
        </div>
      </form>
    </Dialog>
  );
}
