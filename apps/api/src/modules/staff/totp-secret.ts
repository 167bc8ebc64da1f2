import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNotNull, not, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema/index';

/**
 * Staff one-time-code secrets at rest (docs/decisions/053): AES-256-GCM, with the account's id as associated data,
 * so a copy of the database (a backup, a stolen disk, a file another user read) gives no one a code, and a sealed
 * secret moved to another account's row opens nothing. Stored as `v1.<iv>.<ciphertext and tag>` (base64url); a
 * secret stored before (plain base32) is sealed at start-up.
 */
export type TotpKey = Buffer & { readonly __totpKey: never };

const VERSION = 'v1';
const IV_BYTES = 12;
const MIN_KEY_LENGTH = 32;

export const totpKeyFile = (dataDir: string) => join(dataDir, 'secrets', 'totp-key');

/** Any text of 32+ characters is made a 256-bit key by SHA-256 (TOTP_ENCRYPTION_KEY may be a long passphrase). */
const keyOf = (text: string) => createHash('sha256').update(`bazar totp secrets v1\n${text}`, 'utf8').digest() as TotpKey;

/**
 * TOTP_ENCRYPTION_KEY when set (required when several shop processes share one database: each must open what
 * another sealed), else a key made on first start and kept in DATA_DIR/secrets/totp-key, readable by the shop's user
 * only, as the staff key beside it.
 */
export function loadTotpKey(configured: string | undefined, dataDir: string): TotpKey {
  if (configured) return keyOf(configured);
  const file = totpKeyFile(dataDir);
  const saved = readSavedKey(file);
  if (saved) return keyOf(saved);
  const made = randomBytes(32).toString('base64url');
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place only if no file is there: of two processes starting at once on one
  // DATA_DIR, one key wins and both use it (a key replaced after it sealed a secret would lose that secret).
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, `${made}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
    return keyOf(made);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readSavedKey(file);
    if (theirs) return keyOf(theirs);
    // A file too short to be a key the shop made: replaced.
    renameSync(aside, file);
    chmodSync(file, 0o600);
    return keyOf(made);
  } finally {
    rmSync(aside, { force: true });
  }
}

function readSavedKey(file: string): string | undefined {
  try {
    const saved = readFileSync(file, 'utf8').trim();
    return saved.length >= MIN_KEY_LENGTH ? saved : undefined;
  } catch {
    return undefined;
  }
}

export const isSealed = (stored: string) => stored.startsWith(`${VERSION}.`);

export function sealTotpSecret(key: TotpKey, staffId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(staffId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The secret of a stored value (a plain one as it is), or null when it cannot be opened (another key, another row). */
export function openTotpSecret(key: TotpKey, staffId: string, stored: string): string | null {
  if (!isSealed(stored)) return stored;
  const [, ivText, sealedText] = stored.split('.');
  try {
    const iv = Buffer.from(ivText ?? '', 'base64url');
    const sealed = Buffer.from(sealedText ?? '', 'base64url');
    if (iv.length !== IV_BYTES || sealed.length <= 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(staffId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Seals every secret still stored plain (from before sealing existed); each row only while it is still plain. */
export async function sealPlainTotpSecrets(db: Database, key: TotpKey): Promise<number> {
  const plain = await db
    .select({ id: staffAccounts.id, secret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(and(isNotNull(staffAccounts.totpSecret), not(like(staffAccounts.totpSecret, `${VERSION}.%`))));
  let sealed = 0;
  for (const row of plain) {
    const [done] = await db
      .update(staffAccounts)
      .set({ totpSecret: sealTotpSecret(key, row.id, row.secret!) })
      .where(and(eq(staffAccounts.id, row.id), eq(staffAccounts.totpSecret, row.secret!)))
      .returning({ id: staffAccounts.id });
    if (done) sealed += 1;
  }
  return sealed;
}
