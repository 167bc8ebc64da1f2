import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { CancelledOrder, Order, OrderList, OrderStatus } from '@shop/shared';
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

/** One order by its id (any shopper's), or undefined. */
export async function orderById(db: Database, id: string): Promise<Order | undefined> {
  if (!isUuid(id)) return undefined;
  const [order] = await findOrders(db, eq(orders.id, id));
  return order;
}

// Staff's readers: the staff key's API, the command line (decision 016).

/** Every shopper's orders, newest first, of one status or all. */
export async function staffOrders(db: Database, filter: { status?: OrderStatus; limit: number }): Promise<OrderList> {
  return { orders: await findOrders(db, filter.status ? eq(orders.status, filter.status) : undefined, filter.limit) };
}

/** One order by its number (typed in any case); an unknown number is a 404. */
export async function staffOrder(db: Database, orderNumber: string): Promise<{ order: Order }> {
  const number = orderNumber.trim().toUpperCase();
  const [order] = await findOrders(db, eq(orders.orderNumber, number));
  if (!order) throw notFound(`No order ${number}.`);
  return { order };
}
