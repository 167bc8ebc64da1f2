import { api } from '../../../lib/api-client';

/** DELETE /api/v1/wishlist/{productId} (bearer): forgets a product; one not saved is already forgotten (204). */
export async function removeFromWishlist(token: string, productId: number): Promise<void> {
  await api.delete<void>(`/wishlist/${productId}`, { token });
}
