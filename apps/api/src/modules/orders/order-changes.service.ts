import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { CASH_ON_DELIVERY, type PaymentStatus } from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import { isUuid } from './orders.service';
import type { OrderRow } from './order-answer';

/**
 * The order rows as the workflows change them (docs/decisions/061): the `orders` table is written only by this
 * module. Each function runs in its caller's transaction (`tx`) and opens none; the workflow holds the one
 * transaction, the order's row lock and the audit row.
 */

/** Which order: a shopper's own by id, or (staff) any by its number, or any by its id. */
export type OrderKey = { id: string; userId?: string } | { orderNumber: string };

const whereKey = (key: OrderKey) =>
  'orderNumber' in key
    ? eq(orders.orderNumber, key.orderNumber.trim().toUpperCase())
    : key.userId === undefined ? eq(orders.id, key.id) : and(eq(orders.id, key.id), eq(orders.userId, key.userId));

/** The order's row, locked to the end of the transaction (FOR UPDATE), or undefined; a malformed id is not found. */
export async function lockOrder(tx: Tx, key: OrderKey): Promise<OrderRow | undefined> {
  if ('id' in key && !isUuid(key.id)) return undefined;
  const [order] = await tx.select().from(orders).where(whereKey(key)).for('update');
  return order;
}

/** The order's status now, unlocked (what a staff move names as where it came from). */
export async function orderStatusOf(db: Database, key: OrderKey): Promise<string | undefined> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(whereKey(key));
  return row?.status;
}

/** The order's payment status set by a decision; `refundAmount` when the decision changes what is owed back. */
export async function setPaymentStatus(tx: Tx, orderId: string, paymentStatus: PaymentStatus, refundAmount?: number): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus, ...(refundAmount !== undefined ? { refundAmount } : {}), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/**
 * An order cancelled: its reason and moment, what is owed back (answered, poisha), and (paid) its payment marked
 * refunded; `refundLater` (paid through a gateway) leaves the payment as it is until the refund worker is done.
 */
export async function markCancelled(tx: Tx, order: OrderRow, reason: string, options: { refundLater?: boolean } = {}): Promise<number> {
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
      ...(paid && !options.refundLater ? { paymentStatus: 'refunded' } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  return paid ? order.total : 0;
}

/** A refunded return's amount (poisha) added to what the order owes back. */
export async function addRefund(tx: Tx, orderId: string, amount: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundAmount: sql`coalesce(${orders.refundAmount}, 0) + ${amount}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** The order's lines, as stored. */
export function orderLinesOf(db: Database, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** One line of one order with the order's subtotal and discount (a refund's share of the discount), or undefined. */
export async function orderLineWithTotals(db: Database, orderId: string, lineId: string) {
  const [row] = await db
    .select({ line: orderLines, subtotal: orders.subtotal, discount: orders.discount })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orders.id, orderId)));
  return row;
}

/**
 * Up to `limit` pending orders paid by hand whose payment is one of `unpaid` and untouched since `cutoff`,
 * oldest first: what the unpaid-order expiry looks at (cash on delivery never expires).
 */
export function unpaidOrdersDue(db: Database, unpaid: string[], cutoff: Date, limit: number) {
  return db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(
      eq(orders.status, 'pending'),
      inArray(orders.paymentStatus, unpaid),
      ne(orders.paymentMethod, CASH_ON_DELIVERY),
      lte(orders.updatedAt, cutoff),
    ))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}
