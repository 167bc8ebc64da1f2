import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit';
import { RateLimitedError } from '../../lib/rate-gate';
import { createThrottle, THROTTLE_LIMITS } from './throttle';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('login throttle', () => {
  it('never locks an account for longer than its short lock', () => {
    expect(THROTTLE_LIMITS.account.lockMs).toBeLessThanOrEqual(15 * 60_000);
    expect(THROTTLE_LIMITS.address.failures).toBeGreaterThan(THROTTLE_LIMITS.account.failures);
  });

  it('says how many minutes to wait, rounded up', () => {
    expect(new RateLimitedError(1).message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(new RateLimitedError(61).message).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(new RateLimitedError(300)).toMatchObject({ statusCode: 429, code: 'rate_limited', retryAfterSeconds: 300 });
  });

  it('lets shoppers sign in when the store is down, and logs it', async () => {
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('connection refused')),
      peek: () => Promise.reject(new Error('connection refused')),
      reset: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    const throttle = createThrottle(broken, log);
    await expect(throttle.checkLogin('a@example.com', '1.2.3.4')).resolves.toBeUndefined();
    await expect(throttle.loginFailed('a@example.com', '1.2.3.4')).resolves.toBeUndefined();
    await expect(throttle.signUp('1.2.3.4')).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalled();
  });

  it('keys accounts by the e-mail in lower case and without spaces', async () => {
    const throttle = createThrottle(createMemoryRateLimitStore(), log);
    for (let i = 0; i < THROTTLE_LIMITS.account.failures; i++) await throttle.loginFailed(i % 2 ? 'Mina@Example.com' : ' mina@example.com', `9.9.9.${i}`);
    await expect(throttle.checkLogin('MINA@EXAMPLE.COM', '8.8.8.8')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(throttle.checkLogin('other@example.com', '8.8.8.8')).resolves.toBeUndefined();
  });
});
