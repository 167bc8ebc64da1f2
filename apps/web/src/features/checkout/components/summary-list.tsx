import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/ui/price';
import type { OrderSummary } from '@shop/shared';

/** Subtotal, the ৳150 delivery, the voucher and the total (docs/product/checkout.md). */
export function SummaryList({ summary, promoCode }: { summary: OrderSummary; promoCode: string | null }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const row = 'flex items-baseline justify-between gap-4 text-sm';
  const label = 'text-slate-600 dark:text-slate-400';
  return (
    <dl className="flex flex-col gap-2" data-testid="checkout-summary">
      <div className={row}>
        <dt className={label}>{t('checkout.summary.subtotal', { n: summary.items })}</dt>
        <dd data-testid="checkout-subtotal">{format(summary.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className={label}>{t('checkout.summary.delivery')}</dt>
        <dd data-testid="checkout-delivery">{format(summary.delivery)}</dd>
      </div>
      {promoCode && summary.discount > 0 && (
        <div className={row}>
          <dt className={label}>{t('checkout.summary.discount', { code: promoCode })}</dt>
          <dd data-testid="checkout-discount" className="text-emerald-700 dark:text-emerald-400">−{format(summary.discount)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-700`}>
        <dt>{t('checkout.summary.total')}</dt>
        <dd data-testid="checkout-total" className="text-xl text-brand-700 dark:text-brand-400">{format(summary.total)}</dd>
      </div>
    </dl>
  );
}
