import type { MergeAnswer, MergeCartInput } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /api/v1/cart/merge: a guest's local lines into the account's cart, once per key. */
export async function mergeCart(token: string, items: MergeCartInput['items'], idempotencyKey: string): Promise<MergeAnswer> {
  const answer = await api.post<MergeAnswer>('/cart/merge', { items }, { token, headers: { 'idempotency-key': idempotencyKey } });
  // Left-out lines (sold out, gone from the shop) simply are not in the answer's cart.
  if (answer.skipped.length > 0) console.info('cart merge left out', answer.skipped);
  return answer;
}
