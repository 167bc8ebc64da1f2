import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitStore } from './rate-limit';

/**
 * Counted uses and short claims on the rate-limit store (in memory, or Redis across processes). A store
 * fault lets the request pass and is logged, as sign-in throttling does (docs/decisions/008): an outage of
 * the counters must not close the shop; the limits that guard memory are kept in the process itself.
 */
export interface UsageLimits {
  /** Counts one use of `key`; past `limit` uses in `windowMs`, the milliseconds until it frees, else null. */
  overLimit(key: string, limit: number, windowMs: number): Promise<number | null>;
  /** Holds `key` for at most `ttlMs` (a crashed holder frees it then); null when someone else holds it. */
  claim(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
}

export function createUsageLimits(store: RateLimitStore, log: FastifyBaseLogger): UsageLimits {
  const failed = (what: string, key: string) => (error: unknown) => {
    log.error({ err: error, key: key.split(':')[0] }, `rate-limit store failed during ${what}; allowing the request`);
  };
  return {
    async overLimit(key, limit, windowMs) {
      try {
        const { count, resetInMs } = await store.hit(key, windowMs);
        return count > limit ? Math.max(1, resetInMs) : null;
      } catch (error) {
        failed('a count', key)(error);
        return null;
      }
    },
    async claim(key, ttlMs) {
      try {
        const { count } = await store.hit(key, ttlMs);
        if (count > 1) return null;
      } catch (error) {
        failed('a claim', key)(error);
        return async () => {};
      }
      return () => store.reset(key).catch(failed('a release', key));
    },
  };
}
