import { toPoisha, toTaka } from '../money';
import { promoDiscount } from '../promo/discount';
import type { AppliedPromo } from '../promo/apply-promo';
import { deliveryFeeOf, type DeliveryDestination, type DeliveryFees } from '../delivery/delivery-fees';


/** The fee table and where the order goes: what the delivery fee of a summary is priced by. */
export interface DeliveryPricing {
  fees: DeliveryFees;
  destination: DeliveryDestination;
}

export interface OrderSummary {
  items: number;
  subtotal: number;
  /** Null while the fee table is loading: the screens show no number rather than a wrong one. */
  delivery: number | null;
  discount: number;
  total: number | null;
}

/**
 * The summary the cart and both checkouts show (docs/product/checkout.md): Σ price × quantity, the delivery
 * fee of the destination by the server's own rule (`deliveryFeeOf`, docs/decisions/044; none without lines),
 * less the voucher on the goods only, by the server's own rule (`promoDiscount`). Computed in poisha, answered
 * in taka.
 */
export function summariseOrder(
  lines: ReadonlyArray<{ price: number; quantity: number }>,
  promo: AppliedPromo | null,
  pricing: DeliveryPricing | null,
): OrderSummary {
  const subtotal = lines.reduce((sum, line) => sum + toPoisha(line.price) * line.quantity, 0);
  const delivery = lines.length === 0 ? 0 : pricing ? deliveryFeeOf(pricing.fees, pricing.destination, subtotal, lines.length) : null;
  const discount = promo ? promoDiscount(promo.kind, promo.kind === 'fixed' ? toPoisha(promo.value) : promo.value, subtotal) : 0;
  return {
    items: lines.reduce((n, line) => n + line.quantity, 0),
    subtotal: toTaka(subtotal),
    delivery: delivery === null ? null : toTaka(delivery),
    discount: toTaka(discount),
    total: delivery === null ? null : toTaka(subtotal - discount + delivery),
  };
}
