import { unpaidExpiryHoursOf, type OrderStatus, type PaymentStatus } from '@shop/shared';
import { StatusBadge } from '../../components/ui/status-badge';
import type { Tone } from '../../components/ui/tone';
import { useAdminTranslation } from '../i18n/i18n';

const STATUS_TONES: Record<OrderStatus, Tone> = {
  pending: 'yellow',
  confirmed: 'blue',
  processing: 'blue',
  shipped: 'purple',
  out_for_delivery: 'purple',
  delivered: 'green',
  completed: 'green',
  cancelled: 'red',
};

const PAYMENT_TONES: Record<PaymentStatus, Tone> = { pending: 'gray', submitted: 'yellow', paid: 'green', rejected: 'red', refunded: 'purple' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAdminTranslation();
  return <StatusBadge tone={STATUS_TONES[status]}>{t(`orders.statuses.${status}`)}</StatusBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useAdminTranslation();
  return <StatusBadge tone={PAYMENT_TONES[status]}>{t(`orders.paymentStatuses.${status}`)}</StatusBadge>;
}

const METHOD_KEYS = { 'Cash On Delivery': 'cod', 'Credit Card': 'credit', 'Debit Card': 'debit', Bkash: 'bkash', Nagad: 'nagad' } as const;

/** A payment method as the shop stores it ('Cash On Delivery'), in the back office's words. */
export function useMethodLabel() {
  const { t } = useAdminTranslation();
  return (method: string) => (method in METHOD_KEYS ? t(`orders.methods.${METHOD_KEYS[method as keyof typeof METHOD_KEYS]}`) : method);
}

/**
 * A cancellation reason as its author wrote it, except the one the shop writes itself on an order unpaid in time
 * (stored in English, `unpaidExpiryReason`), which is said in the back office's language, as the shop's screens do.
 */
export function useReasonLabel() {
  const { t } = useAdminTranslation();
  return (reason: string) => {
    const hours = unpaidExpiryHoursOf(reason);
    return hours === null ? reason : t('orders.unpaidExpiryReason', { count: hours });
  };
}
