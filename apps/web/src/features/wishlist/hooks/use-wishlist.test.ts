// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseWishlist, toggleItem, WISHLIST_KEY, wishlist, wishlistActions, type WishlistItem } from './use-wishlist';

const shirt: WishlistItem = { id: 1, name: 'Shirt', price: 990, oldPrice: null, image: '/a.webp' };
const saree: WishlistItem = { id: 2, name: 'Saree', price: 2490, oldPrice: 2990, image: '/b.webp' };

describe('wishlist', () => {
  beforeEach(() => localStorage.clear());

  it('adds a product first and removes it on the second toggle', () => {
    expect(toggleItem([shirt], saree)).toEqual([saree, shirt]);
    expect(toggleItem([saree, shirt], saree)).toEqual([shirt]);
  });

  it('keeps the list under the wishlist key', () => {
    wishlistActions.toggle(shirt);
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]')).toEqual([shirt]);
    wishlistActions.toggle(shirt);
    expect(wishlist.read()).toEqual([]);
  });

  it('drops broken and repeated entries from storage', () => {
    expect(parseWishlist([shirt, { id: 'x' }, null, { ...shirt, name: 'Again' }, { id: 3, name: 'Cap', price: 290 }])).toEqual([
      shirt,
      { id: 3, name: 'Cap', price: 290, oldPrice: null, image: '' },
    ]);
    expect(parseWishlist('nonsense')).toEqual([]);
  });
});
