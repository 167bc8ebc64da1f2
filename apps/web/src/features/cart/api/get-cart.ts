import type { Cart, CartAnswer } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** GET /api/v1/cart (bearer): the signed-in shopper's cart; a missing cart is an empty one. */
export async function getCart(token: string): Promise<Cart> {
  return (await api.get<CartAnswer>('/cart', { token })).cart;
}
