import { and, eq } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS, type Wishlist } from '@shop/shared';
import type { Database } from '../../db/client';
import { products, wishlistItems } from '../../db/schema/index';
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
    const [product] = await tx
      .select({ saved: wishlistItems.productId })
      .from(products)
      .leftJoin(wishlistItems, and(eq(wishlistItems.productId, products.id), eq(wishlistItems.userId, userId)))
      .where(and(eq(products.id, productId), eq(products.active, true)));
    if (!product) throw productNotFound();
    if (product.saved !== null) return;
    if ((await countSaved(tx, userId)) >= MAX_WISHLIST_ITEMS) throw wishlistFull();
    await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  });
  return readWishlist(db, userId);
}

/** Forgets a product; one that was not saved (or does not exist) is already forgotten. */
export async function removeFromWishlist(db: Database, userId: string, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
