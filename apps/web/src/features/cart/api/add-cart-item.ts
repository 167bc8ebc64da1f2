import type { AddCartItemInput, Cart, CartAnswer } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /api/v1/cart/items: no price is sent; the server prices every line from the catalogue. */
export async function addCartItem(token: string, item: AddCartItemInput, idempotencyKey: string): Promise<Cart> {
  return (await api.post<CartAnswer>('/cart/items', item, { token, headers: { 'idempotency-key': idempotencyKey } })).cart;
}
