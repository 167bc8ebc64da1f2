import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { orderStatusTone, paymentStatusTone } from '@shop/shared';
import { useOrderLabels } from '../../../lib/order-labels';

/** An order's status in its colour (docs/product/orders.md: green delivered, red cancelled, yellow pending, ...). */
export function OrderStatusBadge({ status }: { status: string }) {
  const labels = useOrderLabels();
  return <StatusBadge tone={orderStatusTone(status)}>{labels.status(status)}</StatusBadge>;
}

/** The payment's state; an unpaid order that was cancelled owes nothing, so it says so in gray. */
export function PaymentStatusBadge({ status, orderStatus }: { status: string; orderStatus: string }) {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  if (orderStatus === 'cancelled' && status === 'pending') return <StatusBadge tone="gray">{t('orders.nothingDue')}</StatusBadge>;
  return <StatusBadge tone={paymentStatusTone(status)}>{labels.paymentStatus(status)}</StatusBadge>;
}
