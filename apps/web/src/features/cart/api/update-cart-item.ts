import type { Cart, CartAnswer } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** PUT /api/v1/cart/items/{id}: the line's new quantity. */
export async function updateCartItem(token: string, lineId: string, quantity: number): Promise<Cart> {
  return (await api.put<CartAnswer>(`/cart/items/${encodeURIComponent(lineId)}`, { quantity }, { token })).cart;
}
