import { DELIVERY_FEE_POISHA, promoDiscount, toPoisha, toTaka, type PromoKind } from '@shop/shared';
import type { CartLine } from './cart-lines';

export interface AppliedPromo {
  code: string;
  kind: PromoKind;
  /** Percent, or taka for fixed codes (as the server answers). */
  value: number;
}

export interface Summary {
  items: number;
  subtotal: number;
  delivery: number;
  discount: number;
  total: number;
}

/**
 * The order summary of the chosen lines (accounts spec §9): Σ price × quantity plus the flat ৳150
 * delivery (none when nothing is chosen), less a voucher. Computed in poisha, answered in taka.
 */
export function summarise(lines: CartLine[], promo: AppliedPromo | null): Summary {
  const subtotal = lines.reduce((sum, l) => sum + toPoisha(l.price) * l.qty, 0);
  const delivery = lines.length > 0 ? DELIVERY_FEE_POISHA : 0;
  const discount = promo ? promoDiscount(promo.kind, promo.kind === 'fixed' ? toPoisha(promo.value) : promo.value, subtotal) : 0;
  return {
    items: lines.reduce((n, l) => n + l.qty, 0),
    subtotal: toTaka(subtotal),
    delivery: toTaka(delivery),
    discount: toTaka(discount),
    total: toTaka(subtotal - discount + delivery),
  };
}
