import type { Cart, CartAnswer } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** DELETE /api/v1/cart/items/{id}. */
export async function removeCartItem(token: string, lineId: string): Promise<Cart> {
  return (await api.delete<CartAnswer>(`/cart/items/${encodeURIComponent(lineId)}`, { token })).cart;
}
