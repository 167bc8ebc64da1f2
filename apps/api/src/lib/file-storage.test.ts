import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/fixtures/s3';
import { copyLocalFiles, isStorageKey, localFileStorage, StorageKeyError, type FileStorage } from './file-storage';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-storage-'));
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const backends: [string, () => FileStorage][] = [
  ['the folder under DATA_DIR', () => localFileStorage({ dataDir })],
  ['an S3 bucket (s3rver)', () => s3.storage],
];

const BAD_KEYS = [
  '../secrets/jwt-secret',
  'images/../secrets/staff-key.webp',
  'images/./a.webp',
  '/images/a.webp',
  'images//a.webp',
  'images/a.webp/',
  'images\\a.webp',
  'images/a%2f..%2fb.webp',
  'images/.hidden.webp',
  'images/A.webp',
  'images/a',
  'images/a.b.webp',
  'images/a/b/c/d.webp',
  'secrets/jwt.webp',
  'uploads/payment-proofs/a.webp',
  'images/a.webp\u0000.png',
  '',
];

// The same cases against both backends: what the shop relies on is the interface, not where the bytes are.
describe.each(backends)('file storage: %s', (_name, open) => {
  const storage = () => open();

  it('keeps what is put: bytes, size and type, under nested keys of both areas', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 some image bytes');
    for (const key of ['images/products/0123abcd.webp', 'images/banner.webp', 'payment-proofs/0123456789abcdef0123456789abcdef.webp']) {
      expect(await storage().exists(key)).toBe(false);
      await storage().put(key, bytes, 'image/webp');
      expect(await storage().exists(key)).toBe(true);
      const file = await storage().get(key);
      expect(file).not.toBeNull();
      expect(file!.size).toBe(bytes.length);
      expect(file!.contentType).toBe('image/webp');
      expect(Buffer.from(await text(file!.stream))).toEqual(bytes);
    }
  });

  it('overwrites a key whole', async () => {
    await storage().put('images/products/over.webp', Buffer.from('first version, longer'), 'image/webp');
    await storage().put('images/products/over.webp', Buffer.from('second'), 'image/webp');
    const file = await storage().get('images/products/over.webp');
    expect(file!.size).toBe(6);
    expect(await text(file!.stream)).toBe('second');
  });

  it('answers null for a missing key, deletes, and deleting twice is no error', async () => {
    expect(await storage().get('images/products/never-there.webp')).toBeNull();
    await storage().put('images/products/gone.webp', Buffer.from('x'), 'image/webp');
    await storage().delete('images/products/gone.webp');
    expect(await storage().exists('images/products/gone.webp')).toBe(false);
    expect(await storage().get('images/products/gone.webp')).toBeNull();
    await expect(storage().delete('images/products/gone.webp')).resolves.toBeUndefined();
  });

  it.each(BAD_KEYS)('refuses the key %j for every operation', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage().put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(StorageKeyError);
    await expect(storage().get(key)).rejects.toThrow(StorageKeyError);
    await expect(storage().exists(key)).rejects.toThrow(StorageKeyError);
    await expect(storage().delete(key)).rejects.toThrow(StorageKeyError);
  });
});

describe('the folder under DATA_DIR', () => {
  it('keeps images in DATA_DIR/images and payment proofs in DATA_DIR/uploads/payment-proofs, readable by the shop only', async () => {
    const storage = localFileStorage({ dataDir });
    await storage.put('images/products/where.webp', Buffer.from('image'), 'image/webp');
    await storage.put('payment-proofs/ffffffffffffffffffffffffffffffff.webp', Buffer.from('proof'), 'image/webp');
    expect(readFileSync(join(dataDir, 'images', 'products', 'where.webp'), 'utf8')).toBe('image');
    const proof = join(dataDir, 'uploads', 'payment-proofs', 'ffffffffffffffffffffffffffffffff.webp');
    expect(readFileSync(proof, 'utf8')).toBe('proof');
    expect(statSync(proof).mode & 0o777).toBe(0o600);
  });
});

describe('moving a shop\'s files into the bucket (npm run storage -- copy-to-s3)', () => {
  it('copies images and payment proofs under their keys, skips what is there and what the shop did not make', async () => {
    const shop = mkdtempSync(join(tmpdir(), 'shop-move-'));
    try {
      mkdirSync(join(shop, 'images', 'products'), { recursive: true });
      mkdirSync(join(shop, 'uploads', 'payment-proofs'), { recursive: true });
      writeFileSync(join(shop, 'images', 'products', 'moved-photo.webp'), 'photo');
      writeFileSync(join(shop, 'images', 'products', '.half-written.tmp'), 'junk');
      writeFileSync(join(shop, 'uploads', 'payment-proofs', 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.webp'), 'proof');
      await s3.storage.put('images/products/already-there.webp', Buffer.from('old'), 'image/webp');
      writeFileSync(join(shop, 'images', 'products', 'already-there.webp'), 'old');

      expect(await copyLocalFiles(shop, s3.storage)).toEqual({ copied: 2, present: 1, skipped: 1 });
      const photo = await s3.storage.get('images/products/moved-photo.webp');
      expect(photo).toMatchObject({ size: 5, contentType: 'image/webp' });
      expect(await text(photo!.stream)).toBe('photo');
      expect(await s3.storage.exists('payment-proofs/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.webp')).toBe(true);
      // Run again: nothing left to copy.
      expect(await copyLocalFiles(shop, s3.storage)).toEqual({ copied: 0, present: 3, skipped: 1 });
    } finally {
      rmSync(shop, { recursive: true, force: true });
    }
  });
});
