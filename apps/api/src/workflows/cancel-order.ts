import { CANCELLABLE_STATUSES, type Order } from '@shop/shared';
import type { Database, Tx } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { returnStock } from '../modules/catalog/stock.service';
import { queueOrderMessage } from '../modules/messages/messages.service';
import type { OrderRow } from '../modules/orders/order-answer';
import { lockOrder, markCancelled, orderLinesOf, type OrderKey } from '../modules/orders/order-changes.service';
import { recordOrderEvent, type OrderEventActor } from '../modules/orders/order-events';
import { orderById, ORDER_NOT_FOUND } from '../modules/orders/orders.service';
import { releasePromo } from '../modules/promo/promo.service';
import { changeAttempt, heldAttemptsOf, paidAttemptOf } from '../modules/online-payments/attempts.service';
import { requestRefund } from '../modules/online-payments/refunds.service';

/** A shopper's own order by id, or (staff) any order by its number. */
export type OrderTarget = { id: string; userId: string } | { orderNumber: string };

const REFUSALS: Record<string, string> = {
  cancelled: 'This order has already been cancelled.',
  shipped: 'This order has already been shipped and can no longer be cancelled.',
  out_for_delivery: 'This order is already out for delivery and can no longer be cancelled.',
  delivered: 'This order has been delivered and can no longer be cancelled. You can request a return instead.',
  completed: 'This order is completed and can no longer be cancelled. You can request a return instead.',
};

/**
 * Cancels an order that has not left the warehouse (decision 015), in one transaction: its units go back
 * to stock size by size, its promo use is released, and money already paid is recorded as to refund.
 * `onlyIf` is checked on the locked row too (the expiry sweep: still unpaid, no proof arrived meanwhile);
 * when it fails the order is left as it is, with the same 409 as any order that can no longer be cancelled.
 * `actor` (the shopper, staff, the expiry sweep) goes on the order's timeline with the reason.
 */
export async function cancelOrder(
  db: Database, target: OrderTarget, reason: string, actor: OrderEventActor, onlyIf?: (order: OrderRow) => boolean,
): Promise<Order> {
  const { order: cancelled } = await db.transaction((tx) => cancelInTransaction(tx, target, reason, actor, onlyIf));
  return (await orderById(db, cancelled.id))!;
}

/**
 * The cancellation's steps in the caller's transaction (staff's order move holds one with its audit row): answers
 * the order as it was locked and what is now owed back (poisha).
 */
export async function cancelInTransaction(
  tx: Tx, target: OrderTarget, reason: string, actor: OrderEventActor, onlyIf?: (order: OrderRow) => boolean, options: { parcelReturned?: boolean } = {},
): Promise<{ order: OrderRow; refund: number }> {
  const order = await lockOrder(tx, target satisfies OrderKey);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  // A parcel the courier brought back cancels an order that had left the warehouse (docs/decisions/074).
  const cancellable: readonly string[] = options.parcelReturned ? [...CANCELLABLE_STATUSES, 'shipped', 'out_for_delivery'] : CANCELLABLE_STATUSES;
  if (!cancellable.includes(order.status) || (onlyIf && !onlyIf(order))) {
    throw new AppError(409, 'conflict', REFUSALS[order.status] ?? 'This order can no longer be cancelled.');
  }
  await returnStock(tx, await orderLinesOf(tx, order.id));
  await releasePromo(tx, order.id);
  // Money paid through a gateway goes back the same way (docs/decisions/070): the refund is asked for here, the
  // worker carries it out, and the order's payment becomes refunded when it is done.
  const attempt = await paidAttemptOf(tx, order.id);
  // A held payment (risky, or another amount) moved money too: cancelling refuses it and sends that money back.
  const held = await heldAttemptsOf(tx, order.id);
  for (const h of held) {
    await changeAttempt(tx, h.id, { state: 'refused', note: 'The order was cancelled while this payment was being checked.' });
    await requestRefund(tx, { key: `refused:${h.id}`, orderId: order.id, attemptId: h.id, channel: h.gateway as 'sslcommerz' | 'bkash', cause: 'cancelled', amount: h.amount });
  }
  const refund = await markCancelled(tx, order, reason, { refundLater: attempt !== undefined || held.length > 0 });
  if (attempt && refund > 0) {
    await requestRefund(tx, {
      key: `cancel:${order.id}`, orderId: order.id, attemptId: attempt.id, channel: attempt.gateway as 'sslcommerz' | 'bkash', cause: 'cancelled', amount: Math.min(refund, attempt.amount),
    });
  }
  await recordOrderEvent(tx, order.id, actor, { kind: 'status', from: order.status, to: 'cancelled', reason });
  await queueOrderMessage(tx, order.id, 'order_cancelled', { data: { reason } });
  return { order, refund };
}
