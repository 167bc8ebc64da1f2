import { summariseOrder, type AppliedPromo, type OrderSummary } from '@shop/shared';
import type { CartLine } from './cart-lines';

export type { AppliedPromo };
type Summary = OrderSummary;

/** The order summary of the chosen lines: the shared rule of the cart and both checkouts. */
export function summarise(lines: CartLine[], promo: AppliedPromo | null): Summary {
  return summariseOrder(lines.map((line) => ({ price: line.price, quantity: line.qty })), promo);
}
