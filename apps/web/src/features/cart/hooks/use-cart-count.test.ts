// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeJson } from '../../../lib/storage';
import { CART_ITEMS_KEY, countCartItems, useCartCount } from './use-cart-count';

afterEach(() => localStorage.clear());

describe('cart count', () => {
  it('sums the quantities of the local cart lines', () => {
    expect(countCartItems([{ qty: 2 }, { qty: 3 }])).toBe(5);
  });

  it('ignores anything that is not a cart', () => {
    expect(countCartItems(undefined)).toBe(0);
    expect(countCartItems({ qty: 3 })).toBe(0);
    expect(countCartItems([{ qty: '2' }, null, { qty: -1 }, { qty: Number.NaN }, { qty: 1 }])).toBe(1);
  });

  it('follows localStorage as the cart changes', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => writeJson(CART_ITEMS_KEY, [{ id: 1, qty: 2 }, { id: 2, qty: 1 }]));
    expect(result.current).toBe(3);
  });

  it('reads unparseable storage as an empty cart', () => {
    localStorage.setItem(CART_ITEMS_KEY, '{not json');
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
  });
});
