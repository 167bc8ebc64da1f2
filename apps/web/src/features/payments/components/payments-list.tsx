import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { useOrders } from '../../../api/orders';
import { usePaymentOptions, wayOf } from '../../../api/online-payments';
import { usePaymentFormat } from '../hooks/use-payment-format';
import { paidOnline } from '../utils/paid-online';
import { PaymentStatusBadge } from './payment-status-badge';

/** A cancelled order that was never paid neither needs nor has a proof. */
const hasPaymentStory = (order: Order) => !(order.status === 'cancelled' && order.payment_status === 'pending');
const needsProof = (order: Order) => order.status !== 'cancelled' && (order.payment_status === 'pending' || order.payment_status === 'rejected');

/** /manageaccount/payments: the shopper's orders paid online, where each payment stands, and the way to its page. */
export function PaymentsList({ detailPath }: { detailPath: (orderId: string) => string }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  const orders = useOrders(paidOnline);
  const options = usePaymentOptions();
  // Paid through a gateway (by today's options, or tried through one): its unpaid order is paid with 'Pay now'.
  const viaGateway = (order: Order) => {
    const way = wayOf(options.data, order.payment_method);
    return order.online_payment !== null || way === 'sslcommerz' || way === 'bkash';
  };
  if (orders.isPending) return <PageStatus busy title={t('payments.list.loading')} />;
  if (orders.isError) {
    return (
      <PageStatus role="alert" title={t('payments.list.failed')}>
        <button type="button" onClick={() => void orders.refetch()} className={buttonClass('secondary')}>
          {t('payments.retry')}
        </button>
      </PageStatus>
    );
  }
  const shown = orders.data.filter(hasPaymentStory);
  if (shown.length === 0) {
    return (
      <PageStatus title={t('payments.list.empty')}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('payments.list.emptyHint')}</p>
        <Link to="/products" className={buttonClass('primary')}>
          {t('payments.list.startShopping')}
        </Link>
      </PageStatus>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {shown.map((order) => {
        const action = needsProof(order) ? (order.payment_status === 'rejected' ? 'resubmit' : 'submitProof') : 'view';
        const actionText = action !== 'view' && viaGateway(order) ? t('online.orders.payNow') : t(`payments.list.${action}`);
        return (
          <li key={order.id} data-testid="payment-order" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <div className="flex min-w-0 flex-col gap-1 text-sm">
              <span className="font-semibold break-all text-slate-900 dark:text-white">{t('payments.list.order', { number: order.order_number })}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {t('payments.list.placedOn', { date: format.date(order.created_at) })} · {format.orderMethod(order.payment_method)}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-base font-bold text-slate-900 dark:text-white">{format.taka(order.total)}</span>
                <PaymentStatusBadge status={order.payment_status} />
              </span>
            </div>
            <Link
              to={detailPath(order.id)}
              aria-label={t('payments.list.viewLabel', { action: actionText, number: order.order_number })}
              className={buttonClass(action === 'view' ? 'secondary' : 'primary')}
            >
              {actionText}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
