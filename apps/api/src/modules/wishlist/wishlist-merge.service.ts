import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS, type MergeWishlistAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { products, wishlistItems } from '../../db/schema/index';
import { countSaved, lockWishlistOwner } from './wishlist-lock';
import { readWishlist } from './wishlist-read';

type Skipped = MergeWishlistAnswer['skipped'];

/**
 * Adds a guest's saved products (newest first) to the signed-in shopper's wishlist in one transaction.
 * They go on top in the guest's order; products already saved keep their place; products gone from the
 * catalogue, and any beyond the size limit, are left out and listed. Sending the same merge again
 * changes nothing, so a retry after a lost answer is harmless.
 */
export async function mergeWishlist(db: Database, userId: string, productIds: number[]): Promise<MergeWishlistAnswer> {
  const skipped = await db.transaction(async (t): Promise<Skipped> => {
    const tx = t as unknown as Database;
    await lockWishlistOwner(tx, userId);
    const wanted = [...new Set(productIds)];
    if (wanted.length === 0) return [];
    const known = await tx
      .select({ id: products.id, saved: wishlistItems.productId })
      .from(products)
      .leftJoin(wishlistItems, and(eq(wishlistItems.productId, products.id), eq(wishlistItems.userId, userId)))
      .where(and(eq(products.active, true), inArray(products.id, wanted)));
    const byId = new Map(known.map((row) => [row.id, row.saved !== null]));
    let room = MAX_WISHLIST_ITEMS - (await countSaved(tx, userId));
    const skipped: Skipped = [];
    const added: number[] = [];
    for (const id of wanted) {
      const saved = byId.get(id);
      if (saved === undefined) skipped.push({ productId: id, reason: 'unknown_product' });
      else if (saved) continue;
      else if (room <= 0) skipped.push({ productId: id, reason: 'wishlist_full' });
      else {
        added.push(id);
        room -= 1;
      }
    }
    if (added.length > 0) {
      // A millisecond apart, oldest last: the list shows them in the order the guest saved them.
      const rows = added.map((productId, i) => ({ userId, productId, createdAt: sql`now() - ${i} * interval '1 millisecond'` }));
      await tx.insert(wishlistItems).values(rows).onConflictDoNothing();
    }
    return skipped;
  });
  return { ...(await readWishlist(db, userId)), skipped };
}
