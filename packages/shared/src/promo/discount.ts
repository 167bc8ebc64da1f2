import { toTaka } from '../money';

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * Discount in poisha of a promo on a goods subtotal in poisha: percent codes round down to a whole
 * poisha, and no discount ever exceeds the subtotal (delivery is never discounted).
 */
export function promoDiscount(kind: PromoKind, value: number, subtotal: number): number {
  if (subtotal <= 0) return 0;
  const raw = kind === 'percent' ? Math.floor((subtotal * value) / 100) : value;
  return Math.min(raw, subtotal);
}

/** 'Voucher Applied! 10% off' (docs/product/newsletter-and-promo.md); fixed codes name the taka amount. `value` as stored. */
export function promoAppliedMessage(kind: PromoKind, value: number): string {
  return kind === 'percent' ? `Voucher Applied! ${value}% off` : `Voucher Applied! ৳${toTaka(value).toLocaleString('en-US')} off`;
}
