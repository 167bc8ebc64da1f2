import { describe, expect, it } from 'vitest';
import { addViewed, type ViewedProduct } from './use-recently-viewed';

const p = (id: number): ViewedProduct => ({ id, name: `P${id}`, price: 100, oldPrice: null, image: '' });

describe('recently viewed', () => {
  it('puts a new product first, ignores one already there, and keeps 10', () => {
    let list: ViewedProduct[] = [];
    for (let id = 1; id <= 12; id += 1) list = addViewed(list, p(id));
    expect(list.map((x) => x.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(addViewed(list, p(5))).toBe(list);
  });
});
