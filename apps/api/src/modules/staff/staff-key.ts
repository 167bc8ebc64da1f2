import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_STAFF_KEY_LENGTH = 32;

/** Where a shop without STAFF_API_KEY keeps the key it made; the staff tool reads it from there. */
export const staffKeyFile = (dataDir: string) => join(dataDir, 'secrets', 'staff-key');

/**
 * The key of the staff scope: STAFF_API_KEY when set, else one generated on first start and kept in
 * DATA_DIR/secrets/staff-key (readable by the shop's user only), so it survives restarts.
 */
export function loadStaffKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = staffKeyFile(dataDir);
  const saved = readKeyFile(file);
  if (saved) return saved;
  const key = randomBytes(32).toString('base64url');
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above applies to a new file only, not one replaced here
  return key;
}

/** The key in the file, or undefined when it is missing or too short to be one the shop made. */
export function readKeyFile(file: string): string | undefined {
  try {
    const key = readFileSync(file, 'utf8').trim();
    return key.length >= MIN_STAFF_KEY_LENGTH ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Constant-time comparison; hashing first makes both sides the same length, as timingSafeEqual needs. */
export function keysMatch(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
