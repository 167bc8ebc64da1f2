import { describe, expect, it } from 'vitest';
import { discountPercent, savings } from './pricing';

describe('sale badge and savings', () => {
  it('gives the whole percent off and the taka saved', () => {
    expect(discountPercent({ price: 1090, oldPrice: 1210 })).toBe(10);
    expect(savings({ price: 1090, oldPrice: 1210 })).toBe(120);
    expect(discountPercent({ price: 700, oldPrice: 1000 })).toBe(30);
    expect(savings({ price: 700, oldPrice: 1000 })).toBe(300);
  });

  it('computes in poisha, so no float noise reaches the screen', () => {
    expect(savings({ price: 99.9, oldPrice: 100.2 })).toBe(0.3);
  });

  it('is nothing when the product is not on sale', () => {
    expect(discountPercent({ price: 500, oldPrice: null })).toBe(0);
    expect(discountPercent({ price: 500, oldPrice: 500 })).toBe(0);
    expect(discountPercent({ price: 500, oldPrice: 400 })).toBe(0);
    expect(savings({ price: 500, oldPrice: 400 })).toBe(0);
  });
});
