import { and, eq, type SQL } from 'drizzle-orm';
import { CANCELLABLE_STATUSES, type Order } from '@shop/shared';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema/index';
import { AppError, notFound } from '../lib/errors';
import { recordOrderEvent, type OrderEventActor } from '../modules/orders/order-events';
import { findOrders, isUuid, ORDER_NOT_FOUND } from '../modules/orders/orders.service';
import { releasePromo } from '../modules/promo/promo.service';
import { queueOrderMessage } from '../modules/messages/messages.service';
import { returnStock } from './steps/stock';

/** A shopper's own order by id, or (staff) any order by its number. */
export type OrderTarget = { id: string; userId: string } | { orderNumber: string };

const REFUSALS: Record<string, string> = {
  cancelled: 'This order has already been cancelled.',
  shipped: 'This order has already been shipped and can no longer be cancelled.',
  out_for_delivery: 'This order is already out for delivery and can no longer be cancelled.',
  delivered: 'This order has been delivered and can no longer be cancelled. You can request a return instead.',
  completed: 'This order is completed and can no longer be cancelled. You can request a return instead.',
};

type OrderRow = typeof orders.$inferSelect;

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
  const where = targetWhere(target);
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(where).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!(CANCELLABLE_STATUSES as readonly string[]).includes(order.status) || (onlyIf && !onlyIf(order))) {
      throw new AppError(409, 'conflict', REFUSALS[order.status] ?? 'This order can no longer be cancelled.');
    }
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await returnStock(tx, lines);
    await releasePromo(tx, order.id);
    // Cash on delivery has taken nothing yet; a paid (or proof-submitted) order is owed its total back.
    const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'submitted';
    const now = new Date();
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelReason: reason,
        cancelledAt: now,
        refundAmount: paid ? order.total : 0,
        ...(paid ? { paymentStatus: 'refunded' } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, order.id, actor, { kind: 'status', from: order.status, to: 'cancelled', reason });
    await queueOrderMessage(tx, order.id, 'order_cancelled', { data: { reason } });
    return order.id;
  });
  const [order] = await findOrders(db, eq(orders.id, orderId));
  return order!;
}

function targetWhere(target: OrderTarget): SQL {
  if ('orderNumber' in target) return eq(orders.orderNumber, target.orderNumber.trim().toUpperCase());
  if (!isUuid(target.id)) throw notFound(ORDER_NOT_FOUND);
  return and(eq(orders.id, target.id), eq(orders.userId, target.userId))!;
}
