import type { Cart, DeleteProductsAnswer } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /api/cart/delete, the old site's path outside /api/v1: every line of these products goes. */
export async function deleteCartProducts(token: string, productIds: number[]): Promise<Cart> {
  return (await api.post<DeleteProductsAnswer>('/cart/delete', { productIds }, { token, base: '/api' })).cart;
}
