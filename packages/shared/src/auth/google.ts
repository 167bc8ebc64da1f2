import { z } from 'zod';

/** Answer of GET /api/v1/auth/google/status: whether the shop is configured for Google sign-in. */
export const GoogleStatusSchema = z.object({ enabled: z.boolean() }).strict();
export type GoogleStatus = z.infer<typeof GoogleStatusSchema>;

/**
 * Why a Google sign-in ended without a session: the `error` the API puts on its redirect to
 * /auth/google/callback. Short codes rather than English text, so the screen can say it in Bengali.
 */
export const GOOGLE_ERRORS = [
  /** The shopper cancelled at Google (the provider's `error=access_denied`). */
  'access_denied',
  /** The sign-in cookie was missing, expired, tampered with, or its state did not match. */
  'invalid_state',
  /** Google's answer did not verify (code exchange, ID token, nonce, PKCE) or Google reported an error. */
  'sign_in_failed',
  /** An account with this e-mail exists and Google does not vouch for the e-mail. */
  'email_not_verified',
  /** The e-mail's account is already linked to a different Google account. */
  'account_conflict',
  /** Google did not share an e-mail address. */
  'no_email',
  /** The shop could not reach Google or is not configured for it. */
  'unavailable',
  /** The shop failed on its side (database). */
  'server_error',
] as const;
export type GoogleError = (typeof GOOGLE_ERRORS)[number];

export function isGoogleError(value: string): value is GoogleError {
  return (GOOGLE_ERRORS as readonly string[]).includes(value);
}

/**
 * Errors of the shop itself rather than of this sign-in attempt: trying again at /auth would not help,
 * so the callback screen sends the shopper home instead (docs/product/auth.md, "a backend error").
 */
export function isBackendGoogleError(value: string): boolean {
  return value === 'unavailable' || value === 'server_error';
}

/**
 * A post-login target that stays on this site: a path starting with exactly one `/` (not `//host`
 * or `/\host`, which browsers read as another site), without control characters. Anything else is `/`.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}
