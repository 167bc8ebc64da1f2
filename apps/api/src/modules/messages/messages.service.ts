import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { queueMessage, type MessageKind } from './outbox';

/** What other modules and the workflows call (docs/decisions/046): the outbox's public face. */
export { cancelQueuedMessage, queueMessage, type MessageKind, type QueuedMessage } from './outbox';

type Writer = Pick<Database, 'insert' | 'select'>;
type OrderMessageKind = Extract<MessageKind, `order_${string}` | 'proof_approved' | 'proof_rejected' | 'return_decided' | 'refund_done'>;

/**
 * The message about an order to its shopper, in the caller's transaction (the order as the change left it: number,
 * total, refund). `key` names the change; by default one message of a kind per order, so a repeat writes nothing.
 */
export async function queueOrderMessage(
  tx: Writer, orderId: string, kind: OrderMessageKind, options: { key?: string; data?: Record<string, string | number | null> } = {},
): Promise<void> {
  const [order] = await tx
    .select({ userId: orders.userId, orderNumber: orders.orderNumber, total: orders.total, refundAmount: orders.refundAmount, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await queueMessage(tx, {
    kind,
    userId: order.userId,
    dedupeKey: options.key ?? `order:${orderId}:${kind}`,
    data: {
      order_id: orderId,
      order_number: order.orderNumber,
      total: order.total,
      payment_method: order.paymentMethod,
      ...(kind === 'order_cancelled' ? { refund_amount: order.refundAmount ?? 0 } : {}),
      ...options.data,
    },
  });
}

/** The statuses a shopper hears about; processing counts as confirmed, completed as delivered (one message each). */
const STATUS_MESSAGES: Partial<Record<OrderStatus, OrderMessageKind>> = {
  confirmed: 'order_confirmed',
  processing: 'order_confirmed',
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  delivered: 'order_delivered',
  completed: 'order_delivered',
};

/** An order moved by staff to `status`: its message, if the shopper hears about that step. */
export async function queueOrderStatusMessage(tx: Writer, orderId: string, status: OrderStatus, data?: Record<string, string | number | null>): Promise<void> {
  const kind = STATUS_MESSAGES[status];
  if (kind) await queueOrderMessage(tx, orderId, kind, { data });
}

/** Staff's verdict on a payment proof: approved (paid) or rejected with the reason the shopper reads. */
export async function queueProofMessage(tx: Writer, orderId: string, proofId: string, decision: 'paid' | 'rejected', reason: string | null): Promise<void> {
  const kind = decision === 'paid' ? 'proof_approved' : 'proof_rejected';
  await queueOrderMessage(tx, orderId, kind, { key: `proof:${proofId}:${decision}`, data: { reason } });
}

/** A return approved, rejected or refunded (with the amount, poisha): one message per step of one return. */
export async function queueReturnMessage(
  tx: Writer, request: { id: string; orderId: string }, decision: string, reason: string | null, refunded?: number,
): Promise<void> {
  await queueOrderMessage(tx, request.orderId, 'return_decided', {
    key: `return:${request.id}:${decision}`,
    data: { decision, reason, refund_amount: refunded ?? null },
  });
}
