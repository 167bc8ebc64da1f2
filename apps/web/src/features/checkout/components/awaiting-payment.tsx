import { SESSION_KEYS, type Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useFormatPrice } from '../../../components/ui/price';
import { writeString } from '../../../lib/storage';
import { useOrders } from '../../../api/orders';
import { usePaymentOptions, wayOf } from '../../../api/online-payments';
import { awaitingPayment } from '../utils/awaits-payment';
import { InlineStatus } from './inline-status';
import { linkClass } from './styles';

/**
 * The signed-in shopper's orders still to be paid (docs/decisions/071): 'Pay now' for one paid through a gateway,
 * 'Submit payment proof' for one paid by hand; each opens its payment page.
 */
function AwaitingList() {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const orders = useOrders(awaitingPayment);
  const options = usePaymentOptions();
  const viaGateway = (order: Order) => {
    const way = wayOf(options.data, order.payment_method);
    return order.online_payment !== null || way === 'sslcommerz' || way === 'bkash';
  };
  if (orders.isPending) return <InlineStatus busy text={t('checkout.onlinePayment.awaitingLoading')} />;
  if (orders.isError) return <InlineStatus text={t('checkout.onlinePayment.awaitingFailed')} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkout.onlinePayment.awaitingNone')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
      {orders.data.map((order) => (
        <li key={order.id} data-testid="awaiting-order" className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex flex-col text-sm">
            <span className="font-semibold text-slate-900 dark:text-white">
              {t('checkout.onlinePayment.orderLine', {
                number: order.order_number,
                total: format(order.total),
                method: t(`checkout.payment.methods.${order.payment_method}`, { defaultValue: order.payment_method }),
              })}
            </span>
            {order.payment_status === 'rejected' && <span className="text-red-700 dark:text-red-400">{t('checkout.onlinePayment.rejected')}</span>}
          </div>
          <Link to={`/payments/${encodeURIComponent(order.id)}`} className={buttonClass('primary')}>
            {viaGateway(order) ? t('online.awaiting.payNow') : t('checkout.onlinePayment.submitProof')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AwaitingPayment({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  if (signedIn) return <AwaitingList />;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {t('checkout.onlinePayment.signInHint')}{' '}
      <Link to="/login" onClick={() => writeString(SESSION_KEYS.redirect, '/payment')} className={linkClass}>
        {t('checkout.onlinePayment.signIn')}
      </Link>
    </p>
  );
}
