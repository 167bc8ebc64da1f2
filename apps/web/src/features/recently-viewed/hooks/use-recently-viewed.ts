import { RECENTLY_VIEWED_LIMIT } from '@shop/shared';
import { createStoredList } from '../../../lib/use-stored-list';

/** The device's key (docs/product/catalog.md); items are the product's fields with its `id`. */
const RECENTLY_VIEWED_KEY = 'recentlyViewed';

export interface ViewedProduct {
  id: number;
  name: string;
  /** The Bengali name, shown in Bengali mode (docs/decisions/043); none where none is given. */
  name_bn?: string | null;
  price: number;
  oldPrice: number | null;
  image: string;
  category?: string;
}

const parse = (value: unknown): ViewedProduct[] =>
  Array.isArray(value)
    ? value.filter((v): v is ViewedProduct => typeof v === 'object' && v !== null && typeof v.id === 'number' && typeof v.name === 'string').slice(0, RECENTLY_VIEWED_LIMIT)
    : [];

const recentlyViewed = createStoredList<ViewedProduct>(RECENTLY_VIEWED_KEY, parse);

/** docs/product/catalog.md: an item already in the list is ignored; a new one goes first; the list keeps 10. */
export function addViewed(list: ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  if (list.some((p) => p.id === product.id)) return list;
  return [product, ...list].slice(0, RECENTLY_VIEWED_LIMIT);
}

export const rememberViewed = (product: ViewedProduct) => recentlyViewed.update((list) => addViewed(list, product));
export const useRecentlyViewed = () => recentlyViewed.useList();
