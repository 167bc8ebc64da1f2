/**
 * A random key for one checkout attempt: sent as `Idempotency-Key` with every submit of the attempt,
 * so a double click or a retry after a lost answer gets the first order back (decision 015).
 * Random bytes rather than crypto.randomUUID, which plain-http pages lack.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
