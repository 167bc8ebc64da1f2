import { queryOptions } from '@tanstack/react-query';
import { getWishlist, mergeWishlist, wishlistKeys } from '../../../api/wishlist';
import { fromServer } from '../utils/from-server';
import { localWishlist, type WishlistItem } from './local-wishlist';

/**
 * Reads the signed-in shopper's list. A guest list waiting on this device is merged into it first, and
 * forgotten only once the server has answered with the merged list: a failed merge is tried again on the
 * next read, and merging twice changes nothing.
 */
export async function loadServerWishlist(userId: string): Promise<WishlistItem[]> {
  const guest = localWishlist.read();
  if (guest.length === 0) return fromServer(await getWishlist(userId));
  const list = fromServer(await mergeWishlist(userId, guest.map((item) => item.id)));
  const sent = new Set(guest.map((item) => item.id));
  localWishlist.update((rest) => rest.filter((item) => !sent.has(item.id)));
  return list;
}

export const serverWishlistQuery = (userId: string) =>
  queryOptions({ queryKey: wishlistKeys.of(userId), queryFn: () => loadServerWishlist(userId) });
