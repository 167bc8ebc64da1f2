import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderInput } from '@shop/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/orders (bearer). No prices: the server orders the cart lines at catalogue prices. The
 * key makes a repeat of the same checkout attempt answer the first order instead of a second one.
 * The answer is read loosely (orderIdOf), as the first client did.
 */
export function placeOrder(token: string, input: PlaceOrderInput, idempotencyKey: string): Promise<unknown> {
  return api.post<unknown>('/orders', input, { token, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
