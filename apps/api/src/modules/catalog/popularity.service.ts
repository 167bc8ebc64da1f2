import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, products } from '../../db/schema/index';

/**
 * Real popularity (docs/decisions/043): `products.sold` counts the units of delivered orders, less the units of
 * refunded returns. Both steps run in the transaction of the change that causes them, so a count moves exactly
 * when the order or the return does, and only once: the callers call them on the one transition that counts.
 * Listings sorted by popularity may show the old order for as long as the response cache keeps an answer.
 */

/** An order reached delivered (or completed straight from out for delivery): its units count as sold. */
export async function countDelivered(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx.select({ productId: orderLines.productId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of inIdOrder(lines)) {
    await tx.update(products).set({ sold: sql`${products.sold} + ${line.quantity}` }).where(eq(products.id, line.productId));
  }
}

/** A refunded return's units came back: they no longer count, never below none (a seeded count may be smaller). */
export async function uncountReturned(tx: Tx, line: { productId: number; quantity: number }): Promise<void> {
  // greatest(): the builder has no word for it.
  await tx.update(products).set({ sold: sql`greatest(${products.sold} - ${line.quantity}, 0)` }).where(eq(products.id, line.productId));
}

/** Product rows are updated in id order, so two deliveries sharing products never deadlock. */
function inIdOrder<T extends { productId: number; quantity: number }>(lines: T[]): { productId: number; quantity: number }[] {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}
