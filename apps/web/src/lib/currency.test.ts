// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatDollars } from './format';
import { BDT_PER_USD, formatPrice, takaToDollars } from './currency';

describe('showing taka prices in dollars', () => {
  it('converts at the one configured rate, to the nearest cent', () => {
    expect(takaToDollars(BDT_PER_USD)).toBe(1);
    expect(takaToDollars(1290)).toBe(10.57); // 1290 / 122 = 10.5737…
    expect(takaToDollars(0.1)).toBe(0);
    expect(takaToDollars(1790.5)).toBe(14.68);
  });

  it('writes dollars with cents, in the shopper’s digits', () => {
    expect(formatDollars(10.5)).toBe('$10.50');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(10.57, 'bn')).toBe('$১০.৫৭');
    expect(formatDollars(-2)).toBe('-$2.00');
  });

  it('leaves taka as taka', () => {
    expect(formatPrice(1290, 'BDT')).toBe('৳1,290');
    expect(formatPrice(1290, 'USD')).toBe('$10.57');
    expect(formatPrice(1290, 'BDT', 'bn')).toBe('৳১,২৯০');
  });
});
