import type { Wishlist } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { fromServer } from '../utils/from-server';
import type { WishlistItem } from '../hooks/local-wishlist';

/** GET /api/v1/wishlist (bearer): the signed-in shopper's saved products, newest first. */
export async function getWishlist(token: string): Promise<WishlistItem[]> {
  return fromServer(await api.get<Wishlist>('/wishlist', { token }));
}
