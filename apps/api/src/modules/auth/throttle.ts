import type { FastifyBaseLogger } from 'fastify';
import { CircuitOpenError } from '../../lib/circuit-breaker';
import { RateLimitedError } from '../../lib/rate-gate';
import type { RateLimitStore } from '../../lib/rate-limit';

const MINUTE = 60_000;

/**
 * Limits (docs/decisions/008). A lock is short, so a stranger who knows a shopper's e-mail can only
 * make them wait minutes; addresses get larger limits because many shoppers share one mobile-carrier address.
 */
export const THROTTLE_LIMITS = {
  account: { failures: 5, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
  address: { failures: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  signup: { attempts: 10, windowMs: 60 * MINUTE },
} as const;

const limited = (ms: number) => new RateLimitedError(Math.max(1, Math.ceil(ms / 1000)));

/**
 * `device` is the id of a valid device cookie for the account (device-cookie.ts): such a browser is
 * judged by its own failures instead of the account's, so a stranger's lock does not reach it.
 */
export interface Throttle {
  /** Throws RateLimitedError while the account (or the trusted device) or the address is locked. */
  checkLogin(email: string, ip: string, device?: string | null): Promise<void>;
  loginFailed(email: string, ip: string, device?: string | null): Promise<void>;
  loginSucceeded(email: string, device?: string | null): Promise<void>;
  /** Counts a sign-up attempt; throws RateLimitedError past the limit. */
  signUp(ip: string): Promise<void>;
}

/** `signupsPerHour` overrides the sign-up limit (SIGNUP_LIMIT_PER_HOUR: shops behind one shared address, test runs). */
export function createThrottle(store: RateLimitStore, log: FastifyBaseLogger, signupsPerHour: number = THROTTLE_LIMITS.signup.attempts): Throttle {
  const accountKey = (email: string) => `acct:${email.trim().toLowerCase()}`;
  const addressKey = (ip: string) => `addr:${ip}`;
  const subjectKey = (email: string, device?: string | null) => (device ? `dev:${device}` : accountKey(email));

  // A store outage must not stop shoppers from signing in: the check is skipped and logged (argon2 still slows guessing).
  async function guarded<T>(what: string, fn: () => Promise<T>): Promise<T | undefined> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof RateLimitedError) throw error;
      // Skipped while Redis is away (docs/decisions/052): its breaker logged that once.
      if (!(error instanceof CircuitOpenError)) log.error({ err: error }, `throttle store failed during ${what}; allowing the request`);
      return undefined;
    }
  }

  async function failure(key: string, limit: { failures: number; windowMs: number; lockMs: number }) {
    const { count } = await store.hit(key, limit.windowMs);
    if (count < limit.failures) return;
    await store.reset(`lock:${key}`);
    await store.hit(`lock:${key}`, limit.lockMs);
    await store.reset(key);
  }

  return {
    checkLogin: (email, ip, device) =>
      guarded('login check', async () => {
        const [account, address] = await Promise.all([store.peek(`lock:${subjectKey(email, device)}`), store.peek(`lock:${addressKey(ip)}`)]);
        const waitMs = Math.max(account.count ? account.resetInMs : 0, address.count ? address.resetInMs : 0);
        if (waitMs > 0) throw limited(waitMs);
      }),
    loginFailed: (email, ip, device) =>
      guarded('login failure', async () => {
        await Promise.all([failure(subjectKey(email, device), THROTTLE_LIMITS.account), failure(addressKey(ip), THROTTLE_LIMITS.address)]);
      }),
    loginSucceeded: (email, device) =>
      guarded('login success', async () => {
        await Promise.all([store.reset(accountKey(email)), device ? store.reset(subjectKey(email, device)) : undefined]);
      }),
    signUp: (ip) =>
      guarded('sign-up', async () => {
        const { count, resetInMs } = await store.hit(`signup:${addressKey(ip)}`, THROTTLE_LIMITS.signup.windowMs);
        if (count > signupsPerHour) throw limited(resetInMs);
      }),
  };
}
