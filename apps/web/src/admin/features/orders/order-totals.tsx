import type { AdminOrderDetail } from '@shop/shared';
import { formatTaka, toLanguage } from '../../../lib/format';
import { useAdminTranslation } from '../../i18n/i18n';

/**
 * The order's subtotal, delivery fee, discount (with its promo code) and total: on the screen, grey terms and a
 * light rule; `printed`, black on white with a bold total.
 */
export function OrderTotals({ order, printed, className }: { order: AdminOrderDetail['order']; printed?: boolean; className: string }) {
  const { t, i18n } = useAdminTranslation();
  const taka = (amount: number) => formatTaka(amount, toLanguage(i18n.language));
  const term = printed ? undefined : 'text-slate-600';
  return (
    <dl className={`ml-auto flex flex-col ${className}`}>
      <div className="flex justify-between gap-4"><dt className={term}>{t('orders.detail.subtotal')}</dt><dd>{taka(order.subtotal)}</dd></div>
      <div className="flex justify-between gap-4"><dt className={term}>{t('orders.detail.deliveryFee')}</dt><dd>{taka(order.delivery_fee)}</dd></div>
      {order.discount > 0 && (
        <div className="flex justify-between gap-4">
          <dt className={term}>{order.promo_code ? t('orders.detail.promo', { code: order.promo_code }) : t('orders.detail.discount')}</dt>
          <dd>{taka(-order.discount)}</dd>
        </div>
      )}
      <div className={`flex justify-between gap-4 border-t pt-1 ${printed ? 'border-black font-bold' : 'border-slate-200 font-semibold'}`}>
        <dt>{t('orders.detail.total')}</dt>
        <dd>{taka(order.total)}</dd>
      </div>
    </dl>
  );
}
