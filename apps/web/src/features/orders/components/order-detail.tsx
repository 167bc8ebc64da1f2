import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { PageStatus } from '../../../components/ui/page-status';
import { OrderTimeline } from '../../../components/order-timeline';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../../../api/orders';
import { useOrderFormat } from '../hooks/use-order-format';
import { OrderItemList } from './order-item-list';
import { OrderTotals } from './order-totals';
import { OrderStatusBadge } from './status-badges';

interface Props {
  id: string;
  title: string;
  /** Where the back link goes: the cancellations list for a cancelled order, else the orders list. */
  paths: { cancellations: string; orders: string };
}

/**
 * Order details (docs/product/orders.md) of the shopper's real order: id, status, placed date, cancellation
 * reason, products with price and line total, and the summary with the refunded amount.
 */
export function OrderDetail({ id, title, paths }: Props) {
  const { t } = useTranslation();
  const order = useOrder(id);
  const back = (cancelled: boolean) => (
    <Link
      to={cancelled ? paths.cancellations : paths.orders}
      className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
    >
      <ChevronRightIcon className="size-4 rotate-180" />
      {t(cancelled ? 'orders.detail.backToCancellations' : 'orders.detail.backToOrders')}
    </Link>
  );
  const heading = <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>;
  if (order.isPending) {
    return (
      <div className="flex flex-col gap-5">
        {heading}
        <PageStatus busy title={t('orders.detail.loading')} />
      </div>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="flex flex-col gap-5">
        {back(true)}
        {heading}
        <PageStatus role="alert" title={t(missing ? 'orders.detail.notFound' : 'orders.detail.failed')}>
          {missing ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('orders.detail.notFoundHint')}</p>
          ) : (
            <button type="button" onClick={() => void order.refetch()} className={buttonClass('secondary')}>
              {t('orders.errors.retry')}
            </button>
          )}
        </PageStatus>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {back(order.data.status === 'cancelled')}
      {heading}
      <OrderHeadline order={order.data} />
      <section aria-labelledby="order-tracking" className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <h2 id="order-tracking" className="font-semibold">
          {t('tracking.timeline.title')}
        </h2>
        <OrderTimeline tracking={order.data.tracking} orderNumber={order.data.order_number} />
        {order.data.status !== 'cancelled' && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('tracking.orderLink')}{' '}
            <Link to={`/orderstatus?order=${encodeURIComponent(order.data.order_number)}`} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
              {t('tracking.orderLinkAction')}
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="order-products" className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
        <h2 id="order-products" className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 font-semibold dark:border-slate-700 dark:bg-slate-800/60">
          {t('orders.detail.products')}
        </h2>
        <OrderItemList order={order.data} />
      </section>
      <section aria-labelledby="order-summary" className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:ml-auto sm:w-96 dark:border-slate-700">
        <h2 id="order-summary" className="font-semibold">
          {t('orders.detail.summary')}
        </h2>
        <OrderTotals order={order.data} totalLabel={t('orders.detail.total')} />
        {order.data.status === 'cancelled' && order.data.refund_amount === 0 && (
          <p className="text-xs text-slate-600 dark:text-slate-300">{t('orders.detail.refundNone')}</p>
        )}
      </section>
    </div>
  );
}

/** Order id, status, dates and the cancellation reason. */
function OrderHeadline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const term = 'text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400';
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-4 dark:bg-slate-800/60">
      <div className="col-span-2 sm:col-span-1">
        <dt className={term}>{t('orders.detail.orderId')}</dt>
        <dd className="font-semibold break-all">{order.order_number}</dd>
      </div>
      <div>
        <dt className={term}>{t('orders.detail.status')}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </div>
      <div>
        <dt className={term}>{t('orders.detail.placedOn')}</dt>
        <dd>{format.date(order.created_at)}</dd>
      </div>
      {order.cancelled_at && (
        <div>
          <dt className={term}>{t('orders.detail.cancelledOn')}</dt>
          <dd>{format.date(order.cancelled_at)}</dd>
        </div>
      )}
      {order.cancel_reason && (
        <div className="col-span-2 sm:col-span-4">
          <dt className={term}>{t('orders.card.cancelReason')}</dt>
          <dd className="break-words">{format.cancelReason(order.cancel_reason)}</dd>
        </div>
      )}
    </dl>
  );
}
