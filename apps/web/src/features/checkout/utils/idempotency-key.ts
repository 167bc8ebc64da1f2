import { randomId } from '../../../lib/random-id';

/**
 * A random key for one checkout attempt: sent as `Idempotency-Key` with every submit of the attempt,
 * so a double click or a retry after a lost answer gets the first order back (decision 015).
 */
export function newIdempotencyKey(): string {
  return `checkout-${randomId()}`;
}
