import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTotpKey, openTotpSecret, sealTotpSecret, totpKeyFile } from './totp-secret';
import { newTotpSecret } from './totp';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'totp-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('one-time-code secrets at rest', () => {
  it('seals a secret so that only its key and its account open it', () => {
    const key = loadTotpKey('a-test-key-of-at-least-thirty-two-characters', dataDir());
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(key, 'staff-1', secret);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    // A fresh IV each time: two seals of one secret differ.
    expect(sealTotpSecret(key, 'staff-1', secret)).not.toBe(sealed);
    expect(openTotpSecret(key, 'staff-1', sealed)).toBe(secret);
    // Moved to another account's row, or opened with another key, or altered: nothing.
    expect(openTotpSecret(key, 'staff-2', sealed)).toBeNull();
    expect(openTotpSecret(loadTotpKey('another-key-of-at-least-thirty-two-characters', dataDir()), 'staff-1', sealed)).toBeNull();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(openTotpSecret(key, 'staff-1', altered)).toBeNull();
    expect(openTotpSecret(key, 'staff-1', 'v1.x.y')).toBeNull();
    // A secret stored before sealing existed is read as it is (and sealed at start-up).
    expect(openTotpSecret(key, 'staff-1', 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('makes a key on first start in DATA_DIR/secrets, readable by the shop\'s user only, and keeps it', () => {
    const dir = dataDir();
    const first = loadTotpKey(undefined, dir);
    expect(statSync(totpKeyFile(dir)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'secrets')).mode & 0o777).toBe(0o700);
    expect(readFileSync(totpKeyFile(dir), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    const second = loadTotpKey(undefined, dir);
    expect(Buffer.compare(first, second)).toBe(0);
    // A file too short to be a key is replaced; TOTP_ENCRYPTION_KEY, when set, wins over the file.
    writeFileSync(totpKeyFile(dir), 'short\n');
    const replaced = loadTotpKey(undefined, dir);
    expect(Buffer.compare(replaced, first)).not.toBe(0);
    expect(Buffer.compare(loadTotpKey(undefined, dir), replaced)).toBe(0);
    expect(readdirSync(join(dir, 'secrets'))).toEqual(['totp-key']);
    expect(Buffer.compare(loadTotpKey('a-configured-key-of-thirty-two-characters!', dir), first)).not.toBe(0);
  });
});
