import { describe, expect, it } from 'vitest';
import { pickSuggestions } from './suggestions';

const pool = Array.from({ length: 40 }, (_, i) => ({ id: i + 1 }));

describe('pickSuggestions', () => {
  it('gives ten products, never the product itself, the same ones every time', () => {
    const picked = pickSuggestions(pool, 5);
    expect(picked).toHaveLength(10);
    expect(picked.map((p) => p.id)).not.toContain(5);
    expect(pickSuggestions(pool, 5)).toEqual(picked);
    expect(new Set(picked.map((p) => p.id)).size).toBe(10);
  });

  it('gives different products a different selection', () => {
    expect(pickSuggestions(pool, 6)).not.toEqual(pickSuggestions(pool, 5));
  });

  it('shows what there is when the page is small', () => {
    expect(pickSuggestions(pool.slice(0, 4), 2).map((p) => p.id)).toEqual([1, 3, 4]);
  });
});
