import { SESSION_KEYS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useFormatPrice } from '../../../components/ui/price';
import { writeString } from '../../../lib/storage';
import { useOrders } from '../../../api/orders';
import { awaitingPayment } from '../utils/awaits-payment';
import { InlineStatus } from './inline-status';
import { linkClass } from './styles';

/** The signed-in shopper's orders still to be paid by hand, each with the way to its payment page. */
function AwaitingList() {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const orders = useOrders(awaitingPayment);
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
            {t('checkout.onlinePayment.submitProof')}
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
