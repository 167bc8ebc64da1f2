import type { Cart } from '@shop/shared';
import { AppError } from '../../lib/errors';

/** The shop's cart limits (CART_LINE_QUANTITY_LIMIT, CART_LINE_LIMIT; docs/decisions/025). */
export interface CartLimits {
  lineQuantity: number;
  cartLines: number;
}

/** Every cart answer carries the limits, so the cart screen's stepper never offers more. */
export const withLimits = (cart: Cart, limits: CartLimits): Cart => ({
  ...cart,
  limits: { line_quantity: limits.lineQuantity, lines: limits.cartLines },
});

export function quantityLimitError(limit: number, inCart: number): AppError {
  const message = `You can buy at most ${limit} of one item in one order.${inCart > 0 ? ` Your cart already has ${inCart}.` : ''}`;
  return new AppError(409, 'quantity_limit', message, { quantity: message });
}

export function cartFullError(limit: number): AppError {
  return new AppError(409, 'cart_full', `Your cart can hold up to ${limit} different items. Please remove one, or check out first.`);
}
