import { CASH_ON_DELIVERY, type PaymentMethod } from '@shop/shared';

export { CASH_ON_DELIVERY };

/**
 * Where the shopper goes once the order exists (docs/product/checkout.md): their orders for cash on delivery,
 * else the order's payment page, where the proof of the manual payment is submitted.
 */
export function afterOrderPath(method: PaymentMethod, orderId: string): string {
  return method === CASH_ON_DELIVERY ? '/orders' : `/payments/${encodeURIComponent(orderId)}`;
}
