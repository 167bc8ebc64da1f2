import { MergeWishlistAnswerSchema, WishlistSchema, type Wishlist } from '@shop/shared';
import { api } from '../lib/api-client';
import { sessionToken } from './personal';

/**
 * The signed-in shopper's wishlist on the server (bearer), newest first. Every call is for one shopper
 * (`userId`): a call made for an account that is no longer the signed-in one fails instead of reaching
 * another account's list.
 */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  of: (userId: string) => ['wishlist', userId] as const,
};

/** Every change of the server list carries this key: a change in flight holds back answers that would undo it. */
export const WISHLIST_MUTATION_KEY = ['wishlist', 'change'] as const;

export async function getWishlist(userId: string): Promise<Wishlist> {
  return WishlistSchema.parse(await api.get<unknown>('/wishlist', { token: sessionToken(userId) }));
}

/** PUT /api/v1/wishlist/{productId}: saves a product, idempotently; answers the whole list. */
export async function saveToWishlist(userId: string, productId: number): Promise<Wishlist> {
  return WishlistSchema.parse(await api.put<unknown>(`/wishlist/${productId}`, undefined, { token: sessionToken(userId) }));
}

/** DELETE /api/v1/wishlist/{productId}: forgets a product; one not saved is already forgotten (204). */
export async function removeFromWishlist(userId: string, productId: number): Promise<void> {
  await api.delete<unknown>(`/wishlist/${productId}`, { token: sessionToken(userId) });
}

/**
 * POST /api/v1/wishlist/merge: one part of a guest's list (newest first, at most MAX_WISHLIST_MERGE) on top of
 * the account's. A union: sending a part again changes nothing, so it needs no key (api/guest-lists.ts).
 */
export async function mergeWishlist(userId: string, productIds: readonly number[]): Promise<void> {
  const answer = MergeWishlistAnswerSchema.parse(await api.post<unknown>('/wishlist/merge', { productIds }, { token: sessionToken(userId) }));
  // Left out: products gone from the shop, or no room left; they simply are not in the list.
  if (answer.skipped.length > 0) console.info('wishlist merge left out', answer.skipped);
}
