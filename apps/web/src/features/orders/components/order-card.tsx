import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CANCELLABLE_STATUSES, CASH_ON_DELIVERY, RETURN_WINDOW_DAYS, type Order } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { usePaymentOptions, wayOf } from '../../../api/online-payments';
import { useOrderFormat } from '../hooks/use-order-format';
import { OrderFacts } from './order-facts';
import { OrderItemList } from './order-item-list';
import { OrderTotals } from './order-totals';
import { OrderStatusBadge } from './status-badges';


const canCancel = (order: Pick<Order, 'status'>) => (CANCELLABLE_STATUSES as readonly string[]).includes(order.status);

/** A manual payment still owed: the shopper can send its proof (cash is paid at the door instead). */
const awaitsProof = (order: Order) =>
  order.payment_method !== CASH_ON_DELIVERY && (order.payment_status === 'pending' || order.payment_status === 'rejected') && order.status !== 'cancelled';

const DAY_MS = 86_400_000;

/** Delivered within the return window: the shopper may ask for a return (the server decides per item). */
const returnable = (order: Order, now = Date.now()) =>
  (order.status === 'delivered' || order.status === 'completed') &&
  order.delivered_at !== null &&
  now - Date.parse(order.delivered_at) <= RETURN_WINDOW_DAYS * DAY_MS;

const received = (order: Order) => order.status === 'delivered' || order.status === 'completed';

const DANGER_OUTLINE =
  'inline-flex h-10 items-center justify-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950/50';

/** One order on the orders screen with every field of docs/product/orders.md, and what the shopper can do next. */
export function OrderCard({ order, onCancel }: { order: Order; onCancel: (order: Order) => void }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const headingId = useId();
  const cancellable = canCancel(order);
  const proof = awaitsProof(order);
  // Paid through a gateway (by today's options, or tried through one): 'Pay now' opens the payment page's online part.
  const options = usePaymentOptions();
  const way = wayOf(options.data, order.payment_method);
  const online = order.online_payment !== null || way === 'sslcommerz' || way === 'bkash';
  const canReturn = returnable(order);
  const canReview = received(order) && order.items.length > 0;
  // One item: the return form opens on it; several: the shopper picks one there.
  const returnHref = `/manageaccount/returns?line=${order.items.length === 1 ? encodeURIComponent(order.items[0]!.id) : ''}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800/60">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={headingId} className="font-semibold break-all text-slate-900 dark:text-white">
            {t('orders.card.title', { number: order.order_number })}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('orders.card.placedOn', { date: format.date(order.created_at) })}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <OrderItemList order={order} />
      <div className="grid gap-4 border-t border-slate-200 px-4 py-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-8 dark:border-slate-700">
        <OrderFacts order={order} />
        <OrderTotals order={order} />
      </div>
      {(cancellable || proof || canReturn || canReview) && (
        <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-700">
          {proof && (
            <Link
              to={`/payments/${encodeURIComponent(order.id)}`}
              aria-label={online ? t('online.orders.payNowLabel', { number: order.order_number }) : undefined}
              className={buttonClass('primary')}
            >
              {online ? t('online.orders.payNow') : t('orders.card.payNow')}
            </Link>
          )}
          {canReview && (
            <Link to="/manageaccount/reviews" aria-label={t('orders.card.reviewLabel', { number: order.order_number })} className={buttonClass('secondary')}>
              {t('orders.card.review')}
            </Link>
          )}
          {canReturn && (
            <Link to={returnHref} aria-label={t('orders.card.returnLabel', { number: order.order_number })} className={buttonClass('secondary')}>
              {t('orders.card.return')}
            </Link>
          )}
          {cancellable && (
            <button
              type="button"
              onClick={() => onCancel(order)}
              aria-label={t('orders.card.cancelLabel', { number: order.order_number })}
              className={DANGER_OUTLINE}
            >
              {t('orders.card.cancel')}
            </button>
          )}
        </footer>
      )}
    </article>
  );
}
