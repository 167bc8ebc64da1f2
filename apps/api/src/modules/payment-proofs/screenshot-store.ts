import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Names the store itself made: the client's file name is never used, so no path can be smuggled in. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

export interface ScreenshotStore {
  save(image: Buffer): Promise<string>;
  remove(name: string): Promise<void>;
  /** The stored file as a stream with its size, or null when it is gone. */
  open(name: string): Promise<{ stream: ReadStream; size: number } | null>;
}

/**
 * How a stored screenshot is answered, to its shopper and to staff alike: an inert image that no page but the
 * shop's own shows, never kept by a browser or a proxy.
 */
export const SCREENSHOT_HEADERS = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline; filename="payment-proof.webp"',
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** Payment-proof screenshots in DATA_DIR/uploads/payment-proofs, outside every served folder. */
export function createScreenshotStore(dir: string): ScreenshotStore {
  return {
    async save(image) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(join(dir, name), image, { flag: 'wx', mode: 0o600 });
      return name;
    },
    async remove(name) {
      if (STORED_NAME.test(name)) await rm(join(dir, name), { force: true });
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return null;
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    },
  };
}
