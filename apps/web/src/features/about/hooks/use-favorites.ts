import { createStoredList } from '../../../lib/use-stored-list';

/**
 * The shopper's favourites as this device keeps them: localStorage `wishlist`, a list of
 * { id, name, price, oldPrice, image }. (The purchase work moves the wishlist to the server; this
 * reads the local list, the only one a guest has.)
 */
export const WISHLIST_KEY = 'wishlist';

export interface FavoriteItem {
  id: number | string;
  name: string;
  price: number | null;
  oldPrice: number | null;
  image: string;
}

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Keeps entries with an id and a name; a missing price shows no price rather than hiding the item. */
export function parseFavorites(value: unknown): FavoriteItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): FavoriteItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    const id = item.id;
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof item.name !== 'string') return [];
    return [
      {
        id,
        name: item.name,
        price: toNumber(item.price),
        oldPrice: toNumber(item.oldPrice ?? item.originalPrice),
        image: typeof item.image === 'string' ? item.image : '',
      },
    ];
  });
}

const favorites = createStoredList<FavoriteItem>(WISHLIST_KEY, parseFavorites);

export const useFavorites = () => favorites.useList();
