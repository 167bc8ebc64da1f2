import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/shared';
import { useOrderFormat } from '../hooks/use-order-format';

type Totals = Pick<Order, 'subtotal' | 'delivery_fee' | 'discount' | 'promo_code' | 'total' | 'refund_amount' | 'status'>;

/** Subtotal, delivery, any discount and the total; a cancelled order also shows its refund. */
export function OrderTotals({ order, totalLabel }: { order: Totals; totalLabel?: string }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const row = 'flex justify-between gap-4';
  return (
    <dl className="flex flex-col gap-1.5 text-sm text-slate-700 dark:text-slate-200">
      <div className={row}>
        <dt>{t('orders.card.subtotal')}</dt>
        <dd>{format.taka(order.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>{t('orders.card.deliveryFee')}</dt>
        <dd>{format.taka(order.delivery_fee)}</dd>
      </div>
      {order.discount > 0 && (
        <div className={row}>
          <dt>{order.promo_code ? t('orders.card.discountCode', { code: order.promo_code }) : t('orders.card.discount')}</dt>
          <dd className="text-green-700 dark:text-green-300">-{format.taka(order.discount)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-slate-200 pt-1.5 text-base font-semibold text-slate-900 dark:border-slate-700 dark:text-white`}>
        <dt>{totalLabel ?? t('orders.card.total')}</dt>
        <dd>{format.taka(order.total)}</dd>
      </div>
      {order.status === 'cancelled' && order.refund_amount !== null && (
        <div className={`${row} font-medium`}>
          <dt>{t('orders.detail.refunded')}</dt>
          <dd>{format.taka(order.refund_amount)}</dd>
        </div>
      )}
    </dl>
  );
}
