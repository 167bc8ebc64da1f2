import { describe, expect, it } from 'vitest';
import { lineRefund } from './refund';

describe('lineRefund', () => {
  it('is the line total without a discount', () => {
    expect(lineRefund(129_000, 200_000, 0)).toBe(129_000);
  });
  it('takes off the line’s share of the discount, rounded down, so the shares never exceed what was paid', () => {
    // ৳100 off a ৳3,000 order of lines ৳1,000 and ৳2,000
    expect(lineRefund(100_000, 300_000, 10_000)).toBe(96_666);
    expect(lineRefund(200_000, 300_000, 10_000)).toBe(193_333);
    expect(96_666 + 193_333).toBeLessThanOrEqual(300_000 - 10_000);
  });
  it('stays exact for amounts past 2^53 when multiplied', () => {
    expect(lineRefund(9_000_000_000, 9_000_000_000, 1)).toBe(8_999_999_999);
  });
});
