import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit';
import { createRedisRateLimitStore } from './rate-limit-redis';

let now = 1_000_000;
const clock = () => now;
const made: RateLimitStore[] = [];
const factories: [string, () => RateLimitStore][] = [['memory', () => createMemoryRateLimitStore(clock)]];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) factories.push(['redis', () => createRedisRateLimitStore(redisUrl, { keyPrefix: `test:${randomUUID()}:`, now: clock })]);
afterAll(() => Promise.all(made.map((s) => s.close())));

describe.each(factories)('%s rate-limit store', (_name, make) => {
  const store = make();
  made.push(store);

  it('counts hits within a window that starts at the first hit', async () => {
    expect(await store.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.hit('a', 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
    now += 4_000;
    expect(await store.hit('a', 10_000)).toEqual({ count: 2, resetInMs: 6_000 });
    expect(await store.peek('a')).toEqual({ count: 2, resetInMs: 6_000 });
  });

  it('forgets a counter when its window ends, and starts a new one', async () => {
    await store.hit('b', 5_000);
    now += 5_000;
    expect(await store.peek('b')).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.hit('b', 5_000)).toEqual({ count: 1, resetInMs: 5_000 });
  });

  it('resets one key without touching another', async () => {
    await store.hit('c', 5_000);
    await store.hit('d', 5_000);
    await store.reset('c');
    expect((await store.peek('c')).count).toBe(0);
    expect((await store.peek('d')).count).toBe(1);
  });
});

describe('redis store shared by two processes', () => {
  it.runIf(redisUrl)('sees the counts the other one made', async () => {
    const prefix = `test:${randomUUID()}:`;
    const one = createRedisRateLimitStore(redisUrl!, { keyPrefix: prefix, now: clock });
    const two = createRedisRateLimitStore(redisUrl!, { keyPrefix: prefix, now: clock });
    made.push(one, two);
    await one.hit('shared', 60_000);
    expect(await two.hit('shared', 60_000)).toMatchObject({ count: 2 });
  });
});

describe('redis store without a server', () => {
  it('fails its commands soon instead of holding the request', async () => {
    const store = createRedisRateLimitStore('redis://127.0.0.1:1', { keyPrefix: 'nowhere:' });
    made.push(store);
    await expect(store.hit('k', 1_000)).rejects.toThrow();
    await expect(store.peek('k')).rejects.toThrow();
  });
});
