import type { ReactNode } from 'react';
import { DELIVERY_FEE_POISHA } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';
import { useFormatPrice } from '../../../components/ui/price';

/**
 * The old site showed standard delivery as ৳60 here while the cart and checkout charge ৳150: the
 * product page states the fee the shopper will pay (docs/decisions/022). Delivered in 2-4 days, 7-day returns.
 */
const STANDARD_DELIVERY_TAKA = DELIVERY_FEE_POISHA / 100;

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

export function DeliveryInfo() {
  const { t } = useTranslation();
  const fee = useFormatPrice()(STANDARD_DELIVERY_TAKA);
  return (
    <section aria-labelledby="delivery-title" className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="delivery-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('productPage.delivery.title')}
      </h2>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row icon={<TruckIcon />} title={t('productPage.delivery.standard', { fee })} text={t('productPage.delivery.standardText')} />
        <Row icon={<ReturnIcon />} title={t('productPage.delivery.returns')} text={t('productPage.delivery.returnsText')} />
        <Row icon={<ShieldIcon />} title={t('productPage.delivery.payment')} text={t('productPage.delivery.paymentText')} />
      </ul>
    </section>
  );
}
