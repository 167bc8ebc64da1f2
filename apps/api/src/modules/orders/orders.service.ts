import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { CancelledOrder, Order } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, promoCodes } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { orderColumns, withItems } from './order-answer';

export const ORDER_NOT_FOUND = 'Order not found.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Orders matching `where`, newest first, with their lines. */
export async function findOrders(db: Database, where: SQL | undefined, limit?: number): Promise<Order[]> {
  const query = db
    .select(orderColumns)
    .from(orders)
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, await (limit ? query.limit(limit) : query));
}

export function listOrders(db: Database, userId: string): Promise<Order[]> {
  return findOrders(db, eq(orders.userId, userId));
}

/** The caller's order; someone else's id, or a malformed one, is simply not found. */
export async function getOrder(db: Database, userId: string, id: string): Promise<Order> {
  if (!UUID.test(id)) throw notFound(ORDER_NOT_FOUND);
  const [order] = await findOrders(db, and(eq(orders.userId, userId), eq(orders.id, id)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export async function listCancelledOrders(db: Database, userId: string): Promise<CancelledOrder[]> {
  const found = await findOrders(db, and(eq(orders.userId, userId), eq(orders.status, 'cancelled')));
  return found.map((order) => ({
    ...order,
    requestedDate: order.cancelled_at ?? order.created_at,
    products: order.items.map((item) => ({ id: item.product_id, name: item.name, name_bn: item.name_bn, qty: item.quantity, image: item.image })),
  }));
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
