import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { getWishlist } from '../api/get-wishlist';
import { mergeWishlist } from '../api/merge-wishlist';
import { wishlistKeys } from '../api/query-keys';
import { localWishlist, type WishlistItem } from './local-wishlist';

/** The token of this shopper, or a 401 when the session changed since (never another account's list under this key). */
export function tokenOf(userId: string): string {
  const session = readSession();
  if (!session || session.user.id !== userId) throw new ApiError(401, 'Signed out.', 'unauthorized');
  return session.token;
}

/**
 * Reads the signed-in shopper's list. A guest list waiting on this device is merged into it first, and
 * forgotten only once the server has answered with the merged list: a failed merge is tried again on the
 * next read, and merging twice changes nothing.
 */
export async function loadServerWishlist(userId: string): Promise<WishlistItem[]> {
  const token = tokenOf(userId);
  const guest = localWishlist.read();
  if (guest.length === 0) return getWishlist(token);
  const list = await mergeWishlist(token, guest.map((item) => item.id));
  const sent = new Set(guest.map((item) => item.id));
  localWishlist.update((rest) => rest.filter((item) => !sent.has(item.id)));
  return list;
}

export const serverWishlistQuery = (userId: string) =>
  queryOptions({ queryKey: wishlistKeys.of(userId), queryFn: () => loadServerWishlist(userId) });
