import { createMemoryRateLimitStore, type Clock, type RateLimitStore } from './rate-limit';
import { createRedisRateLimitStore } from './rate-limit-redis';

export interface RateLimitOptions {
  /** Several API processes share their counters here; absent, one process keeps them in memory. */
  redisUrl?: string;
  /** Tests: their own keys on a shared Redis, and a clock they move. */
  keyPrefix?: string;
  now?: Clock;
}

export function openRateLimitStore(options: RateLimitOptions): RateLimitStore {
  return options.redisUrl
    ? createRedisRateLimitStore(options.redisUrl, { keyPrefix: options.keyPrefix, now: options.now })
    : createMemoryRateLimitStore(options.now);
}
