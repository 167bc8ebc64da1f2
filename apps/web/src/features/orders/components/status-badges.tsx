import { useTranslation } from 'react-i18next';
import { isOrderStatus, isPaymentStatus, paymentTone, statusBadgeClass, toneClass } from '../utils/order-labels';

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** An order's status in its colour (docs/product/orders.md: green delivered, red cancelled, yellow pending, ...). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`${BADGE} ${statusBadgeClass(status)}`}>{isOrderStatus(status) ? t(`orders.status.${status}`) : status}</span>;
}

/** The payment's state; an unpaid order that was cancelled owes nothing, so it says so in gray. */
export function PaymentStatusBadge({ status, orderStatus }: { status: string; orderStatus: string }) {
  const { t } = useTranslation();
  if (orderStatus === 'cancelled' && status === 'pending') {
    return <span className={`${BADGE} ${toneClass('gray')}`}>{t('orders.paymentStatus.nothingDue')}</span>;
  }
  return <span className={`${BADGE} ${toneClass(paymentTone(status))}`}>{isPaymentStatus(status) ? t(`orders.paymentStatus.${status}`) : status}</span>;
}
