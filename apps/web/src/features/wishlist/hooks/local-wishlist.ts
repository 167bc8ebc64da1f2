import { createStoredList } from '../../../lib/use-stored-list';

/**
 * A guest's wishlist, kept on this device in localStorage `wishlist`: the only reader and writer of
 * that key. Signed in, the list lives on the server and this one waits to be merged into it.
 */
export const WISHLIST_KEY = 'wishlist';

/** A saved product as hearts, the wishlist screen and 'Your Favorites' show it (prices in taka). */
export interface WishlistItem {
  id: number;
  name: string;
  /** The Bengali name, shown in Bengali mode (docs/decisions/043); none where none is given. */
  name_bn?: string | null;
  price: number;
  oldPrice: number | null;
  image: string;
  /** From the server only: whether any size is left. A guest's entry does not know. */
  inStock?: boolean;
}

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * Keeps the entries that make sense, one per product, dropping whatever else was stored. Older
 * entries may carry the id or price as text, or the old price as `originalPrice` (docs/product/wishlist.md).
 */
export function parseWishlist(value: unknown): WishlistItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  return value.flatMap((entry): WishlistItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    const id = toNumber(item.id);
    const price = toNumber(item.price);
    if (id === null || !Number.isInteger(id) || id <= 0 || price === null || typeof item.name !== 'string' || seen.has(id)) return [];
    seen.add(id);
    return [{
      id,
      name: item.name,
      ...(typeof item.name_bn === 'string' ? { name_bn: item.name_bn } : {}),
      price,
      oldPrice: toNumber(item.oldPrice ?? item.originalPrice),
      image: typeof item.image === 'string' ? item.image : '',
    }];
  });
}

export const localWishlist = createStoredList<WishlistItem>(WISHLIST_KEY, parseWishlist);

/** Adds the product (newest first) or removes it when it is already saved. */
export function toggleItem(list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return list.some((p) => p.id === item.id) ? list.filter((p) => p.id !== item.id) : [item, ...list];
}

/** Only what a guest entry keeps: a server-only field never lands in localStorage. */
export const guestEntry = ({ id, name, name_bn, price, oldPrice, image }: WishlistItem): WishlistItem => ({ id, name, ...(name_bn ? { name_bn } : {}), price, oldPrice, image });
