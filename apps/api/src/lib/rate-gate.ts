import type { FastifyBaseLogger } from 'fastify';
import { CircuitOpenError } from './circuit-breaker';
import { AppError } from './errors';
import type { RateLimitStore } from './rate-limit';

/** The one 429: its wait goes out as Retry-After (plugins/errors.ts sets the header from `retryAfterSeconds`). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please try again in ${inMinutes(Math.max(1, Math.ceil(retryAfterSeconds / 60)))}.`,
  ) {
    super(429, 'rate_limited', message);
  }
}

export interface RateRule {
  /** For the log, which never carries the key (an address or an account). */
  name: string;
  limit: number;
  windowMs: number;
  /** The shopper's words, given the time left to wait (whole minutes and whole hours, both at least 1). */
  message: (wait: { minutes: number; hours: number }) => string;
}

export const inMinutes = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
export const inHours = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * Per-key counters and short claims over the shared rate-limit store (Redis when REDIS_URL is set, so every
 * process counts together; docs/decisions/025). A store outage lets the request through and is logged, as
 * sign-in throttling does (docs/decisions/008): a Redis fault must not stop shoppers from buying, and the store's
 * bounded waits and circuit breaker keep it from holding them either (docs/decisions/052). The limits
 * that guard memory (the screenshot decoder's) live in the process and hold regardless.
 */
export function createRateGate(store: RateLimitStore, log: FastifyBaseLogger) {
  const refuse = (rule: RateRule, resetInMs: number) => {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    return new RateLimitedError(seconds, rule.message({ minutes: Math.max(1, Math.ceil(seconds / 60)), hours: Math.max(1, Math.ceil(seconds / 3600)) }));
  };
  const storeFailed = (what: string) => (error: unknown) => {
    // While the store is skipped (its breaker logged the fault once) each request passes without a line of its own.
    if (error instanceof CircuitOpenError) return;
    log.error({ err: error }, `rate-limit store failed during ${what}; allowing the request`);
  };
  async function guarded(what: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (error instanceof RateLimitedError) throw error;
      storeFailed(what)(error);
    }
  }
  return {
    /** Refuses while the key has used up its rule; counts nothing. */
    check: (key: string, rule: RateRule) =>
      guarded(rule.name, async () => {
        const { count, resetInMs } = await store.peek(key);
        if (count >= rule.limit) throw refuse(rule, resetInMs);
      }),
    /** Counts one. */
    count: (key: string, rule: RateRule) =>
      guarded(rule.name, async () => {
        await store.hit(key, rule.windowMs);
      }),
    /** Counts one and refuses it past the limit (every try counts, so a burst cannot slip past a check). */
    take: (key: string, rule: RateRule) =>
      guarded(rule.name, async () => {
        const { count, resetInMs } = await store.hit(key, rule.windowMs);
        if (count > rule.limit) throw refuse(rule, resetInMs);
      }),
    /**
     * Holds `key` for at most `ttlMs` (a crashed holder frees it then): the release, or null while someone
     * else holds it.
     */
    async claim(key: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
      try {
        const { count } = await store.hit(key, ttlMs);
        if (count > 1) return null;
      } catch (error) {
        storeFailed('a claim')(error);
        return async () => {};
      }
      return () => store.reset(key).catch(storeFailed('a release'));
    },
  };
}

export type RateGate = ReturnType<typeof createRateGate>;
