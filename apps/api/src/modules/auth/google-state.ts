import { hkdfSync } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';

/**
 * What the callback must check against Google's answer, kept in the shopper's browser rather than in
 * this process (any of many API processes may receive the callback): an encrypted, expiring cookie,
 * readable only by this path and never by scripts.
 */
const PendingSignInSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(1),
  /** Where the shopper was before leaving for Google (a same-site path). */
  target: z.string(),
  /** The redirect_uri sent to Google: the token request must repeat it exactly. */
  redirectUri: z.url(),
});
export type PendingSignIn = z.infer<typeof PendingSignInSchema>;

export const STATE_COOKIE = 'bazar_google_sign_in';
const COOKIE_PATH = '/api/v1/auth/google';
const LIFETIME_SECONDS = 600;

/** A key of its own for this cookie, derived from the session-token secret (one secret to configure). */
export function deriveStateKey(tokenSecret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', tokenSecret, new Uint8Array(0), 'bazar google sign-in state v1', 32));
}

export function sealPendingSignIn(key: Uint8Array, pending: PendingSignIn): Promise<string> {
  return new EncryptJWT({ ...pending })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .encrypt(key);
}

/** The pending sign-in, or null for a cookie that is expired, tampered with or not ours. */
export async function openPendingSignIn(key: Uint8Array, sealed: string | undefined): Promise<PendingSignIn | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    const parsed = PendingSignInSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Lax: the cookie rides along on Google's top-level redirect back, never on cross-site sub-requests. */
export function stateCookieOptions(secure: boolean): CookieSerializeOptions {
  return { path: COOKIE_PATH, maxAge: LIFETIME_SECONDS, httpOnly: true, sameSite: 'lax', secure };
}
