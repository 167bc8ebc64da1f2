import { DELIVERY_FEE_POISHA } from '../constants';
import { toPoisha, toTaka } from '../money';
import { promoDiscount, type PromoKind } from '../promo/discount';

/** A voucher as POST /api/apply-promo answers it: percent, or taka for fixed codes. */
export interface AppliedPromo {
  code: string;
  kind: PromoKind;
  value: number;
}

export interface OrderSummary {
  items: number;
  subtotal: number;
  delivery: number;
  discount: number;
  total: number;
}

/**
 * The summary the cart and both checkouts show (docs/product/checkout.md): Σ price × quantity, the flat ৳150
 * delivery (none without lines), less the voucher on the goods only, by the server's own rule
 * (`promoDiscount`). Computed in poisha, answered in taka.
 */
export function summariseOrder(lines: ReadonlyArray<{ price: number; quantity: number }>, promo: AppliedPromo | null): OrderSummary {
  const subtotal = lines.reduce((sum, line) => sum + toPoisha(line.price) * line.quantity, 0);
  const delivery = lines.length > 0 ? DELIVERY_FEE_POISHA : 0;
  const discount = promo ? promoDiscount(promo.kind, promo.kind === 'fixed' ? toPoisha(promo.value) : promo.value, subtotal) : 0;
  return {
    items: lines.reduce((n, line) => n + line.quantity, 0),
    subtotal: toTaka(subtotal),
    delivery: toTaka(delivery),
    discount: toTaka(discount),
    total: toTaka(subtotal - discount + delivery),
  };
}
