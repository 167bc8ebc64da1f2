import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets a message carries (a one-time link) lie sealed in the outbox: AES-256-GCM under a key derived (HKDF-SHA256)
 * from the shop's session secret, JWT_SECRET or the one kept in DATA_DIR, so every shop process sharing a database
 * opens what another sealed (docs/decisions/046).
 */
const VERSION = 'v1';
let key: Buffer | null = null;

/** Called once when the app is built, with the session tokens' secret. */
export function useSealingSecret(secret: Uint8Array): void {
  key = Buffer.from(hkdfSync('sha256', secret, 'bazar-outbox', 'outbox secret seal v1', 32));
}

function sealingKey(): Buffer {
  if (!key) throw new Error('The outbox cannot seal a secret before the app has set its key (useSealingSecret).');
  return key;
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The plain text, or null for a seal this key did not make (a changed JWT_SECRET): the message cannot be sent. */
export function unseal(sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
