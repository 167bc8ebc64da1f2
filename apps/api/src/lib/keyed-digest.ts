import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A keyed digest (HMAC-SHA256) of short secrets the shop keeps only as a digest, such as the one-time codes sent by
 * SMS: six digits are found by trying every one against a plain hash, never against a digest under a key the
 * database does not hold. The key is derived from the shop's session secret (JWT_SECRET or the one kept in DATA_DIR),
 * so every process sharing a database checks what another wrote.
 */
let key: Buffer | null = null;

/** Called once when the app is built, with the session tokens' secret. */
export function useDigestSecret(secret: Uint8Array): void {
  key = Buffer.from(hkdfSync('sha256', secret, 'bazar-digest', 'keyed digest v1', 32));
}

export function keyedDigest(text: string): string {
  if (!key) throw new Error('keyedDigest called before the app set its key (useDigestSecret).');
  return createHmac('sha256', key).update(text, 'utf8').digest('base64url');
}

/** Whether `text` has the digest `digest`, compared in constant time. */
export function sameDigest(text: string, digest: string): boolean {
  const given = Buffer.from(keyedDigest(text));
  const kept = Buffer.from(digest);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
