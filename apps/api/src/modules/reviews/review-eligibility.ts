import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orders, products } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/** Statuses in which the shopper has the goods in hand. */
export const RECEIVED_STATUSES = ['delivered', 'completed'];

/**
 * The caller's latest order (or the named one) in which they received the product, or null. A named
 * order that is not the caller's is not found, as every foreign id is.
 */
export async function receivedIn(db: Database, userId: string, productId: number, orderId?: string): Promise<string | null> {
  if (orderId) {
    const [own] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!own) throw notFound('Order not found.');
  }
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderLines.productId, productId),
        inArray(orders.status, RECEIVED_STATUSES),
        orderId ? eq(orders.id, orderId) : undefined,
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function requireProduct(db: Database, productId: number): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound('Product not found.');
}
