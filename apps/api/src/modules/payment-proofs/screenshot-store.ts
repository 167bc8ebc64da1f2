import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../lib/file-storage';

/** Names the store itself made: the client's file name is never used, so no path can be smuggled in. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

/** Where a screenshot lives in the shop's storage (DATA_DIR/uploads/payment-proofs, or the bucket). */
const keyOf = (name: string) => `payment-proofs/${name}`;

export interface ScreenshotStore {
  save(image: Buffer): Promise<string>;
  remove(name: string): Promise<void>;
  /** The stored file as a stream with its size, or null when it is gone. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
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

/** Payment-proof screenshots in the shop's storage (lib/file-storage.ts), outside every served address. */
export function createScreenshotStore(storage: FileStorage): ScreenshotStore {
  return {
    async save(image) {
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await storage.put(keyOf(name), image, 'image/webp');
      return name;
    },
    async remove(name) {
      if (STORED_NAME.test(name)) await storage.delete(keyOf(name));
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return null;
      const file = await storage.get(keyOf(name));
      return file && { stream: file.stream, size: file.size };
    },
  };
}
