import type { CartItem, DeliveryMethod } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { TruckIcon } from '../../../components/ui/icons';
import { useFormatPrice } from '../../../components/ui/price';
import { CheckoutLine } from './checkout-line';
import { cardClass } from './styles';

/** Every order ships as one parcel from the shop's own warehouse. */
const SELLER = 'Elite';

/**
 * 'Package 1 of 1' fulfilled by 'Elite' (docs/product/checkout.md): the chosen way to receive it with its fee
 * (null while unknown), and the lines.
 */
export function PackageBlock({ lines, method, fee }: { lines: CartItem[]; method: DeliveryMethod; fee: number | null }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  return (
    <section aria-labelledby="checkout-package" className={cardClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-3 dark:border-slate-700">
        <h2 id="checkout-package" className="text-lg font-semibold">{t('checkout.package.heading', { n: 1, total: 1 })}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkout.package.fulfilledBy', { seller: SELLER })}</p>
      </div>
      <div className="mt-3 flex flex-col gap-2">
        <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('checkout.package.deliveryOption')}</h3>
        <div className="flex items-start gap-3 rounded-md border-2 border-brand-500 bg-brand-50/50 p-3 sm:max-w-sm dark:bg-brand-950/30">
          <TruckIcon className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
          <div className="flex flex-1 flex-col text-sm">
            <span className="flex justify-between gap-3 font-semibold text-slate-900 dark:text-white">
              {method === 'home' ? t('delivery.package.home') : t('checkout.package.pickupDelivery')}
              {fee !== null && <span>{format(fee)}</span>}
            </span>
            <span className="text-slate-600 dark:text-slate-400">{method === 'home' ? t('delivery.package.homeTime') : t('checkout.package.deliveryTime')}</span>
          </div>
        </div>
      </div>
      <h3 className="sr-only">{t('checkout.package.items')}</h3>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
        {lines.map((line) => (
          <CheckoutLine key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}
