import { describe, expect, it } from 'vitest';
import { defaultSize, stockOfSize } from './sizes';

describe('sizes and their stock', () => {
  it('starts apparel on M, one-size goods on ONE, a single size on itself, and shoes on no choice', () => {
    expect(defaultSize(['S', 'M', 'L', 'XL'])).toBe('M');
    expect(defaultSize([])).toBe('ONE');
    expect(defaultSize(['42'])).toBe('42');
    expect(defaultSize(['39', '40', '41'])).toBeNull();
    expect(defaultSize(['S', 'L'])).toBeNull();
  });

  it('never starts on a sold-out size', () => {
    expect(defaultSize(['S', 'M', 'L'], { S: 2, M: 0, L: 5 })).toBeNull();
    expect(defaultSize(['S', 'M', 'L'], { S: 2, M: 1, L: 5 })).toBe('M');
    expect(defaultSize(['42'], { 42: 0 })).toBeNull();
  });

  it('reads the stock of one size; one-size goods keep theirs under ONE', () => {
    const shirt = { stock: 7, stock_by_size: { S: 3, M: 0, L: 4 } };
    expect(stockOfSize(shirt, 'S')).toBe(3);
    expect(stockOfSize(shirt, 'M')).toBe(0);
    expect(stockOfSize(shirt, 'XXL')).toBe(0);
    const wallet = { stock: 5, stock_by_size: {} };
    expect(stockOfSize(wallet, 'ONE')).toBe(5);
    expect(stockOfSize(wallet, 'M')).toBe(0);
  });
});
