import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts } from '../../db/schema/index';

/**
 * Step 1: lock the shopper's cart row. Every order of one shopper queues here, so a double click,
 * a retry and the per-shopper promo count all see the previous order finished.
 */
export async function lockCart(tx: Database, userId: string) {
  const [cart] = await tx.select({ id: carts.id, promoCode: carts.promoCode }).from(carts).where(eq(carts.userId, userId)).for('update');
  return cart;
}
