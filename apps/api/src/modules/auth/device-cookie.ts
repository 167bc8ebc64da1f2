import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * "This browser signed in to this account before" (OWASP's device cookies): such a browser is not
 * held back by the account lock a stranger can cause, so a shopper is never locked out by someone
 * else's guessing. Only the sign-in calls read it (path), scripts cannot (HttpOnly), and it is no
 * credential: the password is still needed. docs/decisions/008.
 */
export const DEVICE_COOKIE = 'bazar_device';
const COOKIE_PATH = '/api/v1/auth';
const LIFETIME_SECONDS = 365 * 86_400;

export interface DeviceCookies {
  /** A new device id for a browser that just proved the password of `email`. */
  issue(): string;
  /** The cookie value tying a device id to one account. */
  value(deviceId: string, email: string): string;
  /** The device id of a cookie made for this e-mail, else null (absent, tampered, another account). */
  verify(cookie: string | undefined, email: string): string | null;
  /** How the cookie is set: only the sign-in calls get it back. */
  options(secure: boolean): CookieSerializeOptions;
}

/**
 * `purpose` keeps the shop's kinds of device cookie apart (a shopper's is no staff member's, even for one e-mail),
 * `path` is where the browser sends it back: the sign-in calls of that kind.
 */
export function createDeviceCookies(tokenSecret: Uint8Array, { purpose = 'bazar trusted device v1', path = COOKIE_PATH } = {}): DeviceCookies {
  // A key of its own, derived from the session secret (one secret to configure).
  const key = Buffer.from(hkdfSync('sha256', tokenSecret, new Uint8Array(0), purpose, 32));
  const mac = (deviceId: string, email: string) =>
    createHmac('sha256', key).update(`${deviceId}\n${email.trim().toLowerCase()}`).digest('base64url');
  return {
    issue: () => randomBytes(16).toString('base64url'),
    value: (deviceId, email) => `${deviceId}.${mac(deviceId, email)}`,
    verify(cookie, email) {
      const [deviceId, given, ...rest] = (cookie ?? '').split('.');
      if (!deviceId || !given || rest.length || !/^[\w-]{22}$/.test(deviceId)) return null;
      const expected = Buffer.from(mac(deviceId, email));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
    },
    options: (secure) => ({ path, maxAge: LIFETIME_SECONDS, httpOnly: true, sameSite: 'strict', secure }),
  };
}
