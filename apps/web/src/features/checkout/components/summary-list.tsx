import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/ui/price';
import type { DeliveryMethod, OrderSummary } from '@shop/shared';

interface Props {
  summary: OrderSummary;
  promoCode: string | null;
  /** Where the fee is for (docs/decisions/044): home delivery to a district, or a pickup point; none on the simple checkout. */
  method?: DeliveryMethod;
  place?: string | null;
  /** The fee table's free-delivery threshold, in taka, when there is one. */
  freeOver?: number | null;
}

/** Subtotal, the delivery fee of the chosen destination, the voucher and the total (docs/product/checkout.md). */
export function SummaryList({ summary, promoCode, method, place = null, freeOver = null }: Props) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const row = 'flex items-baseline justify-between gap-4 text-sm';
  const label = 'text-slate-600 dark:text-slate-400';
  const destination = method === 'pickup' ? t('delivery.summary.pickup') : method === 'home' ? (place ? t('delivery.summary.home', { place }) : t('delivery.summary.homeUnplaced')) : null;
  return (
    <dl className="flex flex-col gap-2" data-testid="checkout-summary">
      <div className={row}>
        <dt className={label}>{t('checkout.summary.subtotal', { n: summary.items })}</dt>
        <dd data-testid="checkout-subtotal">{format(summary.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className={label}>
          {t('checkout.summary.delivery')}
          {destination && <span data-testid="checkout-delivery-to" className="block text-xs">{destination}</span>}
        </dt>
        <dd data-testid="checkout-delivery">{summary.delivery === null ? '—' : format(summary.delivery)}</dd>
      </div>
      {promoCode && summary.discount > 0 && (
        <div className={row}>
          <dt className={label}>{t('checkout.summary.discount', { code: promoCode })}</dt>
          <dd data-testid="checkout-discount" className="text-emerald-700 dark:text-emerald-400">−{format(summary.discount)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-700`}>
        <dt>{t('checkout.summary.total')}</dt>
        <dd data-testid="checkout-total" className="text-xl text-brand-700 dark:text-brand-400">{summary.total === null ? '—' : format(summary.total)}</dd>
      </div>
      {freeOver !== null && <p className="text-xs text-slate-600 dark:text-slate-400">{t('delivery.summary.freeOver', { amount: format(freeOver) })}</p>}
    </dl>
  );
}
