import type { FastifyBaseLogger } from 'fastify';
import { createMemoryRateLimitStore, type Clock, type RateLimitStore } from './rate-limit';
import { createRedisRateLimitStore } from './rate-limit-redis';

export interface RateLimitOptions {
  /** Several API processes share their counters here; absent, one process keeps them in memory. */
  redisUrl?: string;
  /** Tests: their own keys on a shared Redis, and a clock they move. */
  keyPrefix?: string;
  now?: Clock;
  /** Where Redis's circuit breaker says it opened and closed (once each, not per request). */
  log?: FastifyBaseLogger;
  /** The breaker's clock (tests move it past the cool-down). */
  breakerNow?: Clock;
}

export function openRateLimitStore(options: RateLimitOptions): RateLimitStore {
  const { log } = options;
  return options.redisUrl
    ? createRedisRateLimitStore(options.redisUrl, {
        keyPrefix: options.keyPrefix,
        now: options.now,
        breaker: {
          now: options.breakerNow,
          onOpen: (err) => log?.warn({ err }, 'rate-limit store (Redis) failed: limits let requests through without asking it until it answers again'),
          onClose: () => log?.info('rate-limit store (Redis) answers again'),
        },
      })
    : createMemoryRateLimitStore(options.now);
}
