import {
  ATTEMPT_STATE_TONES,
  ORDER_STATUS_TONES,
  PAYMENT_STATUS_TONES,
  REFUND_STATE_TONES,
  STATUS_WORDS,
  unpaidExpiryHoursOf,
  WALLET_MATCH_TONES,
  type AttemptState,
  type OrderStatus,
  type PaymentStatus,
  type RefundState,
  type WalletMatch,
} from '@shop/shared';
import { StatusBadge } from '../../components/ui/status-badge';
import { useAdminTranslation } from '../i18n/i18n';

/** An order's status in the shop's colour (one table in @shop/shared for both apps) and the back office's words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAdminTranslation();
  return <StatusBadge tone={ORDER_STATUS_TONES[status]}>{t(`${STATUS_WORDS.backOffice.order}.${status}`)}</StatusBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useAdminTranslation();
  return <StatusBadge tone={PAYMENT_STATUS_TONES[status]}>{t(`${STATUS_WORDS.backOffice.payment}.${status}`)}</StatusBadge>;
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

/** An online payment attempt's state, a refund's and a wallet transaction's match, in the one table's colours. */
export function AttemptStateBadge({ state }: { state: AttemptState }) {
  const { t } = useAdminTranslation();
  return <StatusBadge tone={ATTEMPT_STATE_TONES[state]}>{t(`${STATUS_WORDS.backOffice.attempt}.${state}`)}</StatusBadge>;
}

export function RefundStateBadge({ state }: { state: RefundState }) {
  const { t } = useAdminTranslation();
  return <StatusBadge tone={REFUND_STATE_TONES[state]}>{t(`${STATUS_WORDS.backOffice.refund}.${state}`)}</StatusBadge>;
}

export function MatchBadge({ match }: { match: WalletMatch }) {
  const { t } = useAdminTranslation();
  return <StatusBadge tone={WALLET_MATCH_TONES[match]}>{t(`${STATUS_WORDS.backOffice.match}.${match}`)}</StatusBadge>;
}
