import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/shared';
import { totalItems } from '../utils/filter-orders';
import { useOrderFormat } from '../hooks/use-order-format';
import { PaymentStatusBadge } from './status-badges';

/** Who, how many, how it is paid and where it goes (docs/product/orders.md card fields), notes when present. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const term = 'text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400';
  const value = 'text-sm text-slate-900 dark:text-slate-100';
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      <div>
        <dt className={term}>{t('orders.card.customer')}</dt>
        <dd className={`${value} break-words`}>{order.customer_name}</dd>
      </div>
      <div>
        <dt className={term}>{t('orders.card.totalItems')}</dt>
        <dd className={value}>{t('orders.card.itemCount', { count: totalItems(order) })}</dd>
      </div>
      <div>
        <dt className={term}>{t('orders.card.paymentMethod')}</dt>
        <dd className={value}>{format.method(order.payment_method)}</dd>
      </div>
      <div>
        <dt className={term}>{t('orders.card.paymentStatus')}</dt>
        <dd className={value}>
          <PaymentStatusBadge status={order.payment_status} orderStatus={order.status} />
        </dd>
      </div>
      {order.online_payment && (
        <div className="col-span-2" data-testid="order-online-payment">
          <dt className={term}>{t('online.attempts.title')}</dt>
          <dd className={value}>
            {t('online.orders.payment', { state: t(`online.states.${order.online_payment.state}`) })} · {t(`online.gateways.${order.online_payment.gateway}`)}
            {order.online_payment.instrument ? ` · ${order.online_payment.instrument}` : ''}
          </dd>
        </div>
      )}
      {order.refunds.length > 0 && (
        <div className="col-span-2" data-testid="order-refunds">
          <dt className={term}>{t('online.refunds.title')}</dt>
          {order.refunds.map((refund) => (
            <dd key={refund.id} className={value}>
              {t('online.orders.refund', { amount: format.taka(refund.amount), state: t(`online.refundStates.${refund.state}`) })} · {t(`online.refundChannels.${refund.channel}`)}
            </dd>
          ))}
        </div>
      )}
      {order.shipping_address && (
        <div className="col-span-2">
          <dt className={term}>{t('orders.card.address')}</dt>
          <dd className={`${value} break-words`}>{order.shipping_address}</dd>
        </div>
      )}
      {order.notes && (
        <div className="col-span-2">
          <dt className={term}>{t('orders.card.notes')}</dt>
          <dd className={`${value} break-words whitespace-pre-line`}>{order.notes}</dd>
        </div>
      )}
      {order.payment_reject_reason && (
        <div className="col-span-2">
          <dt className={term}>{t('orders.card.paymentRejectReason')}</dt>
          <dd className={`${value} break-words whitespace-pre-line`}>{order.payment_reject_reason}</dd>
        </div>
      )}
      {order.cancel_reason && (
        <div className="col-span-2">
          <dt className={term}>{t('orders.card.cancelReason')}</dt>
          <dd className={`${value} break-words`}>{format.cancelReason(order.cancel_reason)}</dd>
        </div>
      )}
    </dl>
  );
}
