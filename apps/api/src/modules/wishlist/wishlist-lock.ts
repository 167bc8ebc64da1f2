import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, users, wishlistItems } from '../../db/schema/index';
import { unauthorized } from '../../lib/errors';

/**
 * Row-locks the caller's user row until the transaction ends, so two adds at the same moment cannot
 * both squeeze past the size limit. NO KEY UPDATE does not block the key-share locks of foreign keys,
 * so the shopper's cart and orders are not held up. A token of a deleted account has no row: 401.
 */
export async function lockWishlistOwner(tx: Database, userId: string): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!owner) throw unauthorized();
}

/** Saved products that are on sale now: what the shopper sees, and what the size limit counts. */
export async function countSaved(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(wishlistItems)
    .innerJoin(products, and(eq(products.id, wishlistItems.productId), eq(products.active, true)))
    .where(eq(wishlistItems.userId, userId));
  return Number(row?.n ?? 0);
}
