import { useCallback } from 'react';
import { createStoredList } from '../../../lib/use-stored-list';

/** The local wishlist, kept until the purchase issue syncs it with the signed-in shopper's account. */
export const WISHLIST_KEY = 'wishlist';

export interface WishlistItem {
  id: number;
  name: string;
  price: number;
  oldPrice: number | null;
  image: string;
}

const isItem = (v: unknown): v is WishlistItem => {
  const item = v as Partial<WishlistItem> | null;
  return typeof item === 'object' && item !== null && typeof item.id === 'number' && typeof item.name === 'string' &&
    typeof item.price === 'number';
};

/** Keeps the entries that make sense, one per product, dropping whatever else was stored. */
export function parseWishlist(value: unknown): WishlistItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  return value.filter(isItem).filter((item) => !seen.has(item.id) && seen.add(item.id)).map((item) => ({
    id: item.id,
    name: item.name,
    price: item.price,
    oldPrice: typeof item.oldPrice === 'number' ? item.oldPrice : null,
    image: typeof item.image === 'string' ? item.image : '',
  }));
}

export const wishlist = createStoredList<WishlistItem>(WISHLIST_KEY, parseWishlist);

/** Adds the product (newest first) or removes it when it is already saved. */
export function toggleItem(list: WishlistItem[], item: WishlistItem): WishlistItem[] {
  return list.some((p) => p.id === item.id) ? list.filter((p) => p.id !== item.id) : [item, ...list];
}

export const wishlistActions = {
  toggle: (item: WishlistItem) => wishlist.update((list) => toggleItem(list, item)),
  remove: (id: number) => wishlist.update((list) => list.filter((p) => p.id !== id)),
};

export const useWishlist = () => wishlist.useList();

/** Whether one product is saved, and the toggle for it. */
export function useWishlistItem(item: WishlistItem) {
  const saved = useWishlist().some((p) => p.id === item.id);
  const { id, name, price, oldPrice, image } = item;
  const toggle = useCallback(() => wishlistActions.toggle({ id, name, price, oldPrice, image }), [id, name, price, oldPrice, image]);
  return { saved, toggle };
}
