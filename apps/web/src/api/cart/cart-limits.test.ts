import { describe, expect, it } from 'vitest';
import { CART_LIMIT_DEFAULTS, type Cart } from '@shop/shared';
import { ApiError } from '../../lib/api-client';
import { limitsOf, maxQuantity, refusalNotice } from './cart-limits';

const cart = (limits?: Cart['limits']): Cart => ({ items: [], subtotal: 0, delivery_fee: 0, total: 0, count: 0, ...(limits ? { limits } : {}) });

describe('cart limits on the screen', () => {
  it('takes the shop’s limits from its cart answer, and the defaults for a guest', () => {
    expect(limitsOf(cart({ line_quantity: 4, lines: 7 }))).toEqual({ lineQuantity: 4, lines: 7 });
    expect(limitsOf(null)).toEqual({ lineQuantity: CART_LIMIT_DEFAULTS.lineQuantity, lines: CART_LIMIT_DEFAULTS.lines });
    expect(limitsOf(cart())).toEqual({ lineQuantity: CART_LIMIT_DEFAULTS.lineQuantity, lines: CART_LIMIT_DEFAULTS.lines });
  });

  it('never lets the stepper offer more than the stock or the limit per line', () => {
    const limits = { lineQuantity: 10, lines: 50 };
    expect(maxQuantity(200, limits)).toBe(10);
    expect(maxQuantity(3, limits)).toBe(3);
    expect(maxQuantity(undefined, limits)).toBe(10);
    expect(maxQuantity(0, limits)).toBeUndefined();
  });

  it('words a refused change by its code, or in the server’s own words', () => {
    const limits = { lineQuantity: 10, lines: 50 };
    expect(refusalNotice(new ApiError(409, 'x', 'quantity_limit'), limits)).toEqual({ kind: 'quantity', n: 10 });
    expect(refusalNotice(new ApiError(409, 'x', 'cart_full'), limits)).toEqual({ kind: 'lines', n: 50 });
    expect(refusalNotice(new ApiError(409, 'Only 2 left in stock.', 'out_of_stock'), limits)).toEqual({ kind: 'server', message: 'Only 2 left in stock.' });
    expect(refusalNotice(new Error('x'), limits)).toBeNull();
  });
});
