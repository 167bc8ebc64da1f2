// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeJson } from '../../../lib/storage';
import { parseFavorites, useFavorites, WISHLIST_KEY } from './use-favorites';

afterEach(() => localStorage.clear());

describe('parseFavorites', () => {
  it('keeps well-formed items and the old price (also spelt originalPrice)', () => {
    expect(
      parseFavorites([
        { id: 1, name: 'Panjabi', price: 1290, oldPrice: 1590, image: '/a.webp' },
        { id: '2', name: 'Saree', price: '2450', originalPrice: 2900, image: '/b.webp' },
      ]),
    ).toEqual([
      { id: 1, name: 'Panjabi', price: 1290, oldPrice: 1590, image: '/a.webp' },
      { id: '2', name: 'Saree', price: 2450, oldPrice: 2900, image: '/b.webp' },
    ]);
  });

  it('drops entries without an id or a name, and anything that is not a list', () => {
    expect(parseFavorites([{ name: 'no id' }, { id: 3 }, null, 'x'])).toEqual([]);
    expect(parseFavorites({ id: 1 })).toEqual([]);
  });
});

describe('useFavorites', () => {
  it('reads the wishlist key and follows changes', () => {
    const { result } = renderHook(() => useFavorites());
    expect(result.current).toEqual([]);
    act(() => writeJson(WISHLIST_KEY, [{ id: 7, name: 'Tee', price: 450, oldPrice: null, image: '' }]));
    expect(result.current.map((item) => item.name)).toEqual(['Tee']);
  });
});
