import { Redis } from 'ioredis';
import { createCircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker';
import { closeRedis, REDIS_TIMEOUTS, redisClientOptions, redisReady } from './redis-client';
import type { Clock, RateLimitStore, WindowCount } from './rate-limit';

/*
 * Each counter is a hash {c: count, e: window end in ms}. The window end comes from the caller's clock
 * (injectable, so tests move time instead of waiting); Redis's own expiry only clears old keys.
 * Clocks of the API processes agree within seconds, which is plenty for windows of minutes.
 */
const HIT = `
local c = tonumber(redis.call('HGET', KEYS[1], 'c'))
local e = tonumber(redis.call('HGET', KEYS[1], 'e'))
local now = tonumber(ARGV[1])
if (not c) or (not e) or e <= now then
  c = 0
  e = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'e', e)
end
c = c + 1
redis.call('HSET', KEYS[1], 'c', c)
redis.call('PEXPIRE', KEYS[1], e - now + 60000)
return {c, e - now}
`;

export interface RedisStoreOptions {
  keyPrefix?: string;
  /** The counters' clock (windows). */
  now?: Clock;
  /** The circuit breaker's clock and what it tells the log (docs/decisions/052). */
  breaker?: Pick<CircuitBreakerOptions, 'now' | 'onOpen' | 'onClose'>;
}

export function createRedisRateLimitStore(url: string, options: RedisStoreOptions = {}): RateLimitStore {
  // Connected on first use; bounded waits, and nothing queued while Redis is away: the throttle layer decides what then.
  const redis = new Redis(url, { lazyConnect: true, ...redisClientOptions });
  // Connection trouble surfaces on the commands (and once through the breaker); no unhandled 'error' events.
  redis.on('error', () => {});
  const breaker = createCircuitBreaker({ name: 'Redis', timeoutMs: REDIS_TIMEOUTS.callMs, coolDownMs: REDIS_TIMEOUTS.coolDownMs, ...options.breaker });
  const call = <T>(command: () => Promise<T>) =>
    breaker.run(async () => {
      await redisReady(redis, REDIS_TIMEOUTS.callMs);
      return command();
    });
  const prefix = options.keyPrefix ?? 'shop:rl:';
  const now = options.now ?? Date.now;
  return {
    async hit(key, windowMs) {
      const [count, resetInMs] = (await call(() => redis.eval(HIT, 1, prefix + key, now(), windowMs))) as [number, number];
      return { count, resetInMs };
    },
    async peek(key): Promise<WindowCount> {
      const [c, e] = await call(() => redis.hmget(prefix + key, 'c', 'e'));
      const at = now();
      if (!c || !e || Number(e) <= at) return { count: 0, resetInMs: 0 };
      return { count: Number(c), resetInMs: Number(e) - at };
    },
    async reset(key) {
      await call(() => redis.del(prefix + key));
    },
    async ping() {
      await call(() => redis.ping());
    },
    close: () => closeRedis(redis),
  };
}
