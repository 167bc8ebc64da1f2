import { Redis } from 'ioredis';
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

export function createRedisRateLimitStore(url: string, options: { keyPrefix?: string; now?: Clock } = {}): RateLimitStore {
  // Fail fast while Redis is away instead of queueing requests: the throttle layer decides what then.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2_000 });
  // Connection trouble surfaces on the commands, where the throttle logs it; no unhandled 'error' events.
  redis.on('error', () => {});
  const prefix = options.keyPrefix ?? 'shop:rl:';
  const now = options.now ?? Date.now;
  return {
    async hit(key, windowMs) {
      const [count, resetInMs] = (await redis.eval(HIT, 1, prefix + key, now(), windowMs)) as [number, number];
      return { count, resetInMs };
    },
    async peek(key): Promise<WindowCount> {
      const [c, e] = await redis.hmget(prefix + key, 'c', 'e');
      const at = now();
      if (!c || !e || Number(e) <= at) return { count: 0, resetInMs: 0 };
      return { count: Number(c), resetInMs: Number(e) - at };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      // A client that never connected has nothing to say goodbye to.
      if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
}
