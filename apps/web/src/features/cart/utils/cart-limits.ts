import { CART_LIMIT_DEFAULTS, type Cart } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import type { CartNotice } from '../hooks/cart-notice';

export interface CartLimits {
  lineQuantity: number;
  lines: number;
}

/** The shop's limits from its last cart answer; a guest's cart (no answer) uses the shop's defaults. */
export function limitsOf(server: Cart | null | undefined): CartLimits {
  const limits = server?.limits;
  return limits ? { lineQuantity: limits.line_quantity, lines: limits.lines } : { ...CART_LIMIT_DEFAULTS };
}

/** The most a line may hold: the stock of its size when known, never more than the limit. */
export function maxQuantity(stock: number | undefined, limits: CartLimits): number | undefined {
  if (stock === undefined) return limits.lineQuantity;
  return stock > 0 ? Math.min(stock, limits.lineQuantity) : undefined;
}

/** A change the server refused, in words the cart screen can translate (its own message otherwise). */
export function refusalNotice(error: unknown, limits: CartLimits): CartNotice | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'quantity_limit') return { kind: 'quantity', n: limits.lineQuantity };
  if (error.code === 'cart_full') return { kind: 'lines', n: limits.lines };
  return { kind: 'server', message: error.message };
}
