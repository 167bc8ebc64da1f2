import { MAX_WISHLIST_MERGE, type MergeWishlistAnswer } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { fromServer } from '../utils/from-server';
import type { WishlistItem } from '../hooks/local-wishlist';

/**
 * POST /api/v1/wishlist/merge (bearer): a guest's list (newest first) into the account's. A long list
 * goes in parts, oldest part first, because each part lands on top of the list: the order survives.
 * Merging again is harmless, so a part sent twice after a lost answer changes nothing.
 */
export async function mergeWishlist(token: string, productIds: readonly number[]): Promise<WishlistItem[]> {
  const parts: number[][] = [];
  for (let end = productIds.length; end > 0; end -= MAX_WISHLIST_MERGE) {
    parts.push(productIds.slice(Math.max(0, end - MAX_WISHLIST_MERGE), end));
  }
  let answer: MergeWishlistAnswer | null = null;
  for (const part of parts) {
    answer = await api.post<MergeWishlistAnswer>('/wishlist/merge', { productIds: part }, { token });
    // Left out: products gone from the shop, or no room left; they simply are not in the list.
    if (answer.skipped.length > 0) console.info('wishlist merge left out', answer.skipped);
  }
  return answer ? fromServer(answer) : [];
}
