import { sql } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS, type Wishlist } from '@shop/shared';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { productNotFound, wishlistFull } from './wishlist-errors';
import { countSaved, lockWishlistOwner } from './wishlist-lock';
import { readWishlist } from './wishlist-read';

/**
 * Saves a product. Saving it again changes nothing (it keeps its place in the list), so a retried or
 * doubled click is harmless. Only products on sale can be saved.
 */
export async function addToWishlist(db: Database, userId: string, productId: number): Promise<Wishlist> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await lockWishlistOwner(tx, userId);
    const [product] = await queryRows<{ saved: boolean }>(tx, sql`
      SELECT EXISTS (SELECT 1 FROM wishlist_items WHERE user_id = ${userId} AND product_id = p.id) AS saved
      FROM products p WHERE p.id = ${productId} AND p.active`);
    if (!product) throw productNotFound();
    if (product.saved) return;
    if ((await countSaved(tx, userId)) >= MAX_WISHLIST_ITEMS) throw wishlistFull();
    await tx.execute(sql`
      INSERT INTO wishlist_items (user_id, product_id) VALUES (${userId}, ${productId})
      ON CONFLICT (user_id, product_id) DO NOTHING`);
  });
  return readWishlist(db, userId);
}

/** Forgets a product; one that was not saved (or does not exist) is already forgotten. */
export async function removeFromWishlist(db: Database, userId: string, productId: number): Promise<void> {
  await db.execute(sql`DELETE FROM wishlist_items WHERE user_id = ${userId} AND product_id = ${productId}`);
}
