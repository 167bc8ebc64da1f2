import type { FormEvent } from 'react';
import { PAYMENT_METHODS, PAYMENT_STATUSES, STATUS_WORDS } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import type { OrderFilters } from '../../api/orders';
import { usePickupPoints } from '../../api/pickup-points';
import { SelectField } from '../../kit/choice-fields';
import { useMethodLabel } from '../../components/order-labels';
import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import { FORM_FILTERS } from './order-filters';

/** The order list's search box, payment, pickup point and day filters; applying keeps the status tab. */
export function OrderFilterForm({ params, filters, show }: { params: URLSearchParams; filters: OrderFilters; show: (next: URLSearchParams) => void }) {
  const { t } = useAdminTranslation();
  const methodLabel = useMethodLabel();
  const pickupPoints = usePickupPoints();
  const formFilled = FORM_FILTERS.some((name) => params.has(name));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    if (filters.status) next.set('status', filters.status);
    for (const name of FORM_FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    show(next);
  };
  const select = (name: keyof OrderFilters, label: string, options: { value: string | number; label: string }[]) => (
    <SelectField label={label} name={name} defaultValue={filters[name] ?? ''}>
      <option value="">{t('orders.any')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );

  return (
    <section aria-labelledby="order-filters" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="order-filters" className="sr-only">
        {t('orders.filters')}
      </h2>
      <form key={params.toString()} onSubmit={apply} role="search" className="grid items-end gap-3 md:grid-cols-3 xl:grid-cols-7">
        <TextField
          className="md:col-span-3 xl:col-span-2"
          label={t('orders.search')}
          name="q"
          type="search"
          placeholder={t('orders.searchHint')}
          defaultValue={filters.q ?? ''}
          maxLength={100}
        />
        {select('payment_status', t('orders.paymentStatus'), PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`${STATUS_WORDS.backOffice.payment}.${status}`) })))}
        {select('payment_method', t('orders.paymentMethod'), PAYMENT_METHODS.map((method) => ({ value: method, label: methodLabel(method) })))}
        {select(
          'pickup_point_id',
          t('orders.pickupPoint'),
          (pickupPoints.data ?? []).map((point) => ({
            value: point.id,
            label: point.active ? `${point.name}, ${point.city}` : t('orders.pickupPointOutOfUse', { name: `${point.name}, ${point.city}` }),
          })),
        )}
        <TextField label={t('orders.from')} name="from" type="date" defaultValue={filters.from ?? ''} />
        <TextField label={t('orders.to')} name="to" type="date" defaultValue={filters.to ?? ''} />
        <div className="flex flex-wrap gap-2 md:col-span-3 xl:col-span-7">
          <button type="submit" className={buttonClass('primary')}>
            {t('orders.apply')}
          </button>
          {formFilled && (
            <button type="button" className={buttonClass('secondary')} onClick={() => show(new URLSearchParams(filters.status ? { status: filters.status } : {}))}>
              {t('orders.clear')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
