import { summariseOrder, type AppliedPromo, type DeliveryPricing, type OrderSummary } from '@shop/shared';
import type { CartLine } from '../../../api/cart/cart-lines';

export type { AppliedPromo };
type Summary = OrderSummary;

/** The order summary of the chosen lines: the shared rule of the cart and both checkouts. */
export function summarise(lines: CartLine[], promo: AppliedPromo | null, pricing: DeliveryPricing | null): Summary {
  return summariseOrder(lines.map((line) => ({ price: line.price, quantity: line.qty })), promo, pricing);
}
