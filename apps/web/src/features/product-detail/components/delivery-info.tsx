import type { ReactNode } from 'react';
import { homeDeliveryFeeRange } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useDeliveryFees } from '../../../api/delivery';
import { ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';
import { useFormatPrice } from '../../../components/ui/price';

function Row({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="flex gap-3 py-3">
      <span className="mt-0.5 text-brand-600 dark:text-brand-400">{icon}</span>
      <div className="text-sm">
        <p className="font-medium text-slate-900 dark:text-slate-100">{title}</p>
        <p className="text-slate-600 dark:text-slate-400">{text}</p>
      </div>
    </li>
  );
}

/**
 * The old site showed standard delivery as ৳60 here while the cart and checkout charged ৳150: the product page
 * states the fee the fee table charges (docs/decisions/022 and 044): one fee when every area costs the same,
 * else the lowest as 'from'. Delivered in 2-4 days, 7-day returns.
 */
export function DeliveryInfo() {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const fees = useDeliveryFees().data;
  const range = fees ? homeDeliveryFeeRange(fees) : null;
  const title = !range
    ? t('delivery.product.loading')
    : range.min === range.max
      ? t('delivery.product.flat', { fee: format(range.min) })
      : t('delivery.product.from', { fee: format(range.min) });
  return (
    <section aria-labelledby="delivery-title" className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="delivery-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('productPage.delivery.title')}
      </h2>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row icon={<TruckIcon />} title={title} text={t('productPage.delivery.standardText')} />
        <Row icon={<ReturnIcon />} title={t('productPage.delivery.returns')} text={t('productPage.delivery.returnsText')} />
        <Row icon={<ShieldIcon />} title={t('productPage.delivery.payment')} text={t('productPage.delivery.paymentText')} />
      </ul>
    </section>
  );
}
