import type { WalletMatch } from '../admin/online-payments';
import type { AttemptState, RefundState } from './online-payment-parts';
import type { OrderStatus, PaymentStatus } from './order';

/** A status badge's colour, as components/ui/status-badge draws it. */
export type StatusTone = 'green' | 'red' | 'yellow' | 'blue' | 'purple' | 'gray';

/**
 * The one table of an order's and a payment's status badges, for the shop and the back office alike
 * (docs/decisions/035, docs/product/orders.md): each status's colour, and where each app's catalogue keeps its
 * words (`<area>.<status>`). Green is done, red a failure, yellow waits on the shopper, blue on the shop, purple
 * is on its way, gray the rest.
 */
export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending: 'yellow',
  confirmed: 'gray',
  processing: 'blue',
  shipped: 'purple',
  out_for_delivery: 'gray',
  delivered: 'green',
  completed: 'green',
  cancelled: 'red',
};

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, StatusTone> = { pending: 'yellow', submitted: 'blue', paid: 'green', rejected: 'red', refunded: 'gray' };

/** An online payment attempt (docs/decisions/068): held waits on the shop (blue), started on the shopper (yellow). */
export const ATTEMPT_STATE_TONES: Record<AttemptState, StatusTone> = { started: 'yellow', paid: 'green', held: 'blue', failed: 'red', cancelled: 'gray', refused: 'red' };

/** A refund (docs/decisions/070): on its way purple, done green, failed red (staff may retry). */
export const REFUND_STATE_TONES: Record<RefundState, StatusTone> = { requested: 'blue', pending: 'purple', done: 'green', failed: 'red' };

/** Money received on a wallet number (docs/decisions/069): a near match and unmatched money wait on staff. */
export const WALLET_MATCH_TONES: Record<WalletMatch, StatusTone> = { unmatched: 'yellow', settled: 'green', near: 'blue', resolved: 'gray' };

/** The catalogue areas of the status words: the shop's (src/i18n) and the back office's (src/admin/i18n). */
export const STATUS_WORDS = {
  shop: { order: 'orderLabels.status', payment: 'orderLabels.paymentStatus' },
  backOffice: { order: 'orders.statuses', payment: 'orders.paymentStatuses', attempt: 'onlinePayments.attemptStates', refund: 'onlinePayments.refundStates', match: 'onlinePayments.matches' },
} as const;

const isIn = <K extends string>(table: Record<K, StatusTone>, key: string): key is K => Object.hasOwn(table, key);

/** A payment status's badge colour; gray for one the shop does not know. */
export const paymentStatusTone = (status: string): StatusTone => (isIn(PAYMENT_STATUS_TONES, status) ? PAYMENT_STATUS_TONES[status] : 'gray');

/** The older and the tab names of a status ('canceled', 'to pay') read as the status they name. */
const ALIASES: Record<string, OrderStatus> = { canceled: 'cancelled', 'to pay': 'pending', 'to ship': 'processing', 'to receive': 'shipped' };

/** An order status's badge colour, whatever its case; gray for one the shop does not know. */
export function orderStatusTone(status: string): StatusTone {
  const named = status.toLowerCase();
  const known = ALIASES[named] ?? named;
  return isIn(ORDER_STATUS_TONES, known) ? ORDER_STATUS_TONES[known] : 'gray';
}
