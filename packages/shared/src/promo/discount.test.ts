import { describe, expect, it } from 'vitest';
import { promoAppliedMessage, promoDiscount } from './discount';

describe('promoDiscount', () => {
  it('rounds percent discounts down to a whole poisha', () => {
    expect(promoDiscount('percent', 10, 999_99)).toBe(99_99);
    expect(promoDiscount('percent', 15, 333)).toBe(49);
    expect(promoDiscount('percent', 100, 1234)).toBe(1234);
  });

  it('never takes more than the goods subtotal', () => {
    expect(promoDiscount('fixed', 200_00, 150_00)).toBe(150_00);
    expect(promoDiscount('fixed', 200_00, 0)).toBe(0);
    expect(promoDiscount('fixed', 200_00, 2500_00)).toBe(200_00);
  });

  it("words the catalogue's success text for both kinds", () => {
    expect(promoAppliedMessage('percent', 10)).toBe('Voucher Applied! 10% off');
    expect(promoAppliedMessage('fixed', 1200_00)).toBe('Voucher Applied! ৳1,200 off');
  });
});
