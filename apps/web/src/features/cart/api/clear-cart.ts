import type { Cart, CartAnswer } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** DELETE /api/v1/cart: empties the cart. */
export async function clearCart(token: string): Promise<Cart> {
  return (await api.delete<CartAnswer>('/cart', { token })).cart;
}
