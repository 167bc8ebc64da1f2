import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@shop/shared';
import { AppError } from './errors';
import type { RateLimitStore } from './rate-limit';

/** 429 with the wait in Retry-After (the error handler sets the header from `retryAfterSeconds`). */
export class TooManyError extends AppError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(429, ErrorCode.rateLimited, message);
  }
}

export interface RateRule {
  /** For the log, which never carries the key (an address or an account). */
  name: string;
  limit: number;
  windowMs: number;
  /** The shopper's words, given the whole minutes left to wait. */
  message: (minutes: number) => string;
}

export const inMinutes = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/**
 * Per-key counters over the shared rate-limit store (Redis when REDIS_URL is set, so every process counts
 * together). A store outage lets the request through and is logged, as sign-in throttling does
 * (docs/decisions/008): a Redis fault must not stop shoppers from buying.
 */
export function createRateGate(store: RateLimitStore, log: FastifyBaseLogger) {
  const refuse = (rule: RateRule, resetInMs: number) => {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    return new TooManyError(rule.message(Math.max(1, Math.ceil(seconds / 60))), seconds);
  };
  async function guarded(what: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (error instanceof TooManyError) throw error;
      log.error({ err: error }, `rate-limit store failed during ${what}; allowing the request`);
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
  };
}

export type RateGate = ReturnType<typeof createRateGate>;
