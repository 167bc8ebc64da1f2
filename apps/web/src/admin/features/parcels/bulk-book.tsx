import { useState } from 'react';
import { BOOKABLE_COURIERS, type BookableCourier, type BulkBookingAnswer } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useBulkBook } from '../../api/parcels';
import { errorText } from '../../components/error-text';
import { SelectField } from '../../kit/choice-fields';
import { useAdminTranslation } from '../../i18n/i18n';
import { courierName, outcomeText } from './parcel-words';

/** The labels screen of the booked orders (comma-separated order numbers). */
export const labelsHref = (orderNumbers: string[]) => `/admin/labels?orders=${orderNumbers.map(encodeURIComponent).join(',')}`;

/**
 * The orders list's bulk booking: the selected confirmed orders, one courier or the shop's pick per district, then
 * each order's result and a link to print the booked orders' labels.
 */
export function BulkBook({ selected, clear }: { selected: string[]; clear: () => void }) {
  const { t } = useAdminTranslation();
  const book = useBulkBook();
  const [courier, setCourier] = useState<BookableCourier | 'auto'>('auto');
  const [answer, setAnswer] = useState<BulkBookingAnswer | null>(null);
  if (!selected.length && !answer) return null;
  const submit = () => {
    setAnswer(null);
    book.mutate({ order_numbers: selected, courier }, { onSuccess: (result) => (setAnswer(result), clear()) });
  };
  const booked = answer?.results.filter((r) => r.outcome === 'booked').map((r) => r.order_number) ?? [];

  return (
    <section aria-label={t('parcels.bulk.book')} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      {selected.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <p className="text-sm font-semibold" aria-live="polite">{t('parcels.bulk.selected', { count: selected.length })}</p>
          <SelectField label={t('parcels.bulk.courier')} value={courier} onChange={(e) => setCourier(e.target.value as BookableCourier | 'auto')}>
            <option value="auto">{t('parcels.bulk.auto')}</option>
            {BOOKABLE_COURIERS.map((c) => <option key={c} value={c}>{courierName(t, c)}</option>)}
          </SelectField>
          <button type="button" className={buttonClass('primary')} onClick={submit} disabled={book.isPending}>
            {book.isPending ? t('parcels.bulk.booking') : t('parcels.bulk.book')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={clear} disabled={book.isPending}>{t('parcels.bulk.clear')}</button>
        </div>
      )}
      {book.error && <Notice announce tone="error">{errorText(t, book.error)}</Notice>}
      {answer && (
        <div className="flex flex-col gap-2">
          <h2 className="text-base font-semibold">{t('parcels.bulk.results')}</h2>
          <Notice announce tone={booked.length === answer.results.length ? 'success' : 'warning'}>
            {t('parcels.bulk.summary', { booked: booked.length, refused: answer.results.length - booked.length })}
          </Notice>
          <ul className="flex flex-col gap-1 text-sm">
            {answer.results.map((r) => (
              <li key={r.order_number} className="flex flex-wrap gap-2">
                <span className="font-mono text-xs font-semibold">{r.order_number}</span>
                <span className={r.outcome === 'booked' ? 'text-green-800' : 'text-red-800'}>{outcomeText(t, r)}</span>
              </li>
            ))}
          </ul>
          {booked.length > 0 && (
            <a href={labelsHref(booked)} className={`${buttonClass('secondary')} self-start`}>{t('parcels.bulk.printLabels')}</a>
          )}
        </div>
      )}
    </section>
  );
}
