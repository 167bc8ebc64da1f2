// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { localWishlist, parseWishlist, toggleItem, WISHLIST_KEY, type WishlistItem } from './local-wishlist';

const shirt: WishlistItem = { id: 1, name: 'Shirt', price: 990, oldPrice: null, image: '/a.webp' };
const saree: WishlistItem = { id: 2, name: 'Saree', price: 2490, oldPrice: 2990, image: '/b.webp' };

describe('the local wishlist', () => {
  beforeEach(() => localStorage.clear());

  it('adds a product first and removes it on the second toggle', () => {
    expect(toggleItem([shirt], saree)).toEqual([saree, shirt]);
    expect(toggleItem([saree, shirt], saree)).toEqual([shirt]);
  });

  it('keeps the list under the wishlist key', () => {
    localWishlist.update((list) => toggleItem(list, shirt));
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]')).toEqual([shirt]);
    localWishlist.update((list) => toggleItem(list, shirt));
    expect(localWishlist.read()).toEqual([]);
  });

  it('drops broken and repeated entries from storage', () => {
    expect(parseWishlist([shirt, { id: 'x' }, null, { ...shirt, name: 'Again' }, { id: 3, name: 'Cap', price: 290 }, { id: -4, name: 'Bad', price: 1 }])).toEqual([
      shirt,
      { id: 3, name: 'Cap', price: 290, oldPrice: null, image: '' },
    ]);
    expect(parseWishlist('nonsense')).toEqual([]);
  });

  it('reads older entries: the id or price as text, the old price as originalPrice', () => {
    expect(parseWishlist([{ id: '2', name: 'Saree', price: '2450', originalPrice: 2900, image: '/b.webp' }])).toEqual([
      { id: 2, name: 'Saree', price: 2450, oldPrice: 2900, image: '/b.webp' },
    ]);
    expect(parseWishlist([{ id: 'x', name: 'No id', price: 10 }, { id: 4, name: 'No price' }, { name: 'Nothing' }])).toEqual([]);
  });
});
