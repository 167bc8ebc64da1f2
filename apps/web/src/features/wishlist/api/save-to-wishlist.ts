import type { Wishlist } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { fromServer } from '../utils/from-server';
import type { WishlistItem } from '../hooks/local-wishlist';

/** PUT /api/v1/wishlist/{productId} (bearer): saves a product, idempotently; answers the whole list. */
export async function saveToWishlist(token: string, productId: number): Promise<WishlistItem[]> {
  return fromServer(await api.put<Wishlist>(`/wishlist/${productId}`, undefined, { token }));
}
