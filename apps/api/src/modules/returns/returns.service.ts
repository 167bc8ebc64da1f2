import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { RETURN_MESSAGES, type CreateReturnInput, type ReturnableItem, type ReturnList, type ReturnRecord, type ReturnStatus } from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { orderLines, orders, returnRequests } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../orders/orders.service';
import { findAllReturns, findReturns } from './return-records';
import { RECEIVED_STATUSES, returnBy, withinReturnWindow } from './return-window';

/**
 * A return of one item of one of the caller's orders: delivered, within 7 days of delivery, asked once
 * (the unique index on the order line settles a double submit). Someone else's order is not found.
 */
export async function requestReturn(db: Database, userId: string, input: CreateReturnInput): Promise<ReturnRecord> {
  const [found] = await db
    .select({ status: orders.status, deliveredAt: orders.deliveredAt, open: withinReturnWindow, lineId: orderLines.id })
    .from(orders)
    .leftJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.id, input.order_line_id)))
    .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)));
  if (!found) throw notFound(RETURN_MESSAGES.orderNotFound);
  if (!found.lineId) throw notFound(RETURN_MESSAGES.itemNotFound);
  if (!RECEIVED_STATUSES.includes(found.status) || !found.deliveredAt) throw new AppError(409, 'not_delivered', RETURN_MESSAGES.notDelivered);
  if (!found.open) throw new AppError(409, 'return_window_closed', RETURN_MESSAGES.windowClosed);
  const [row] = await db
    .insert(returnRequests)
    .values({ orderId: input.order_id, orderLineId: input.order_line_id, userId, reason: input.reason })
    .onConflictDoNothing({ target: returnRequests.orderLineId })
    .returning({ id: returnRequests.id });
  if (!row) throw new AppError(409, 'return_exists', RETURN_MESSAGES.alreadyRequested);
  const [record] = await findReturns(db, userId, eq(returnRequests.id, row.id));
  return record!;
}

export function listReturns(db: Database, userId: string): Promise<ReturnRecord[]> {
  return findReturns(db, userId);
}

/** Items the caller may still return, the window closing soonest first. */
export async function listReturnable(db: Database, userId: string): Promise<ReturnableItem[]> {
  const rows = await db
    .select({ order: { id: orders.id, number: orders.orderNumber, deliveredAt: orders.deliveredAt }, line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(returnRequests, eq(returnRequests.orderLineId, orderLines.id))
    .where(and(eq(orders.userId, userId), inArray(orders.status, RECEIVED_STATUSES), withinReturnWindow, isNull(returnRequests.id)))
    .orderBy(asc(orders.deliveredAt), asc(orders.id), asc(orderLines.name), asc(orderLines.size));
  return rows.map(({ order, line }) => ({
    order_id: order.id,
    order_number: order.number,
    order_line_id: line.id,
    product_id: line.productId,
    name: line.name,
    name_bn: line.nameBn,
    image: line.image,
    size: line.size,
    quantity: line.quantity,
    delivered_at: order.deliveredAt!.toISOString(),
    return_by: returnBy(order.deliveredAt!).toISOString(),
  }));
}

/** Every shopper's return requests, newest first: `requested` ones wait for `returns approve|reject` (the staff key, the command line). */
export async function staffReturns(db: Database, filter: { status?: ReturnStatus; limit: number }): Promise<ReturnList> {
  return { returns: await findAllReturns(db, filter.status ? eq(returnRequests.status, filter.status) : undefined, filter.limit) };
}

// The return_requests rows as staff's decisions change them (docs/decisions/061): written only by this module, in
// the caller's transaction (`tx`).

/** The return request's row, locked to the end of the transaction, or undefined (a malformed id too). */
export async function lockReturn(tx: Tx, returnId: string) {
  if (!isUuid(returnId)) return undefined;
  const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update');
  return current;
}

/** The return's new status and the reason kept with it (the shopper reads it). */
export async function setReturnStatus(tx: Tx, returnId: string, status: string, decisionReason: string | null): Promise<void> {
  await tx.update(returnRequests).set({ status, decisionReason, updatedAt: new Date() }).where(eq(returnRequests.id, returnId));
}
