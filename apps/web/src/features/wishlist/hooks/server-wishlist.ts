import { queryOptions } from '@tanstack/react-query';
import { MAX_WISHLIST_MERGE } from '@shop/shared';
import { mergeGuestList, type GuestList } from '../../../api/guest-lists';
import { getWishlist, mergeWishlist, wishlistKeys } from '../../../api/wishlist';
import { fromServer } from '../utils/from-server';
import { localWishlist, type WishlistItem } from './local-wishlist';

const productIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];

/**
 * The guest wishlist as a guest list (api/guest-lists.ts): product ids, newest first, in parts of at most
 * MAX_WISHLIST_MERGE sent oldest part first, because each part lands on top of the list: the order survives.
 */
export const guestWishlist: GuestList<number> = {
  name: 'wishlist',
  read: () => localWishlist.read().map((item) => item.id),
  parse: productIds,
  parts: (ids) => {
    const parts: number[][] = [];
    for (let end = ids.length; end > 0; end -= MAX_WISHLIST_MERGE) parts.push(ids.slice(Math.max(0, end - MAX_WISHLIST_MERGE), end));
    return parts;
  },
  send: (userId, ids) => mergeWishlist(userId, ids),
  forget: (ids) => localWishlist.update((rest) => rest.filter((item) => !ids.includes(item.id))),
};

/**
 * Reads the signed-in shopper's list, after the guest list waiting on this device has gone into it: a failed
 * merge fails the read, which is tried again, and the device forgets the guest list only once the server has it.
 */
export async function loadServerWishlist(userId: string): Promise<WishlistItem[]> {
  await mergeGuestList(guestWishlist, userId);
  return fromServer(await getWishlist(userId));
}

export const serverWishlistQuery = (userId: string) =>
  queryOptions({ queryKey: wishlistKeys.of(userId), queryFn: () => loadServerWishlist(userId) });
