import sharp from 'sharp';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_PIXELS } from '@shop/shared';
import { fieldError } from '../../lib/errors';

type Format = 'png' | 'jpeg' | 'webp';

/** Longest side kept: enough to read a transaction ID on any phone screenshot, small enough to store. */
const MAX_SIDE = 2000;

const unreadable = () => fieldError(400, 'validation_error', 'screenshot', 'screenshot_unreadable');

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 data URL or bare base64; the declared type is ignored (the bytes decide). */
function decodeScreenshot(text: string): Buffer {
  const prefix = DATA_URL.exec(text);
  if (!prefix && text.startsWith('data:')) throw unreadable();
  const body = (prefix ? text.slice(prefix[0].length) : text).replace(/\s+/g, '');
  if (body.length === 0 || !BASE64.test(body) || body.length % 4 === 1) throw unreadable();
  // Refuse by length before allocating: 4 base64 characters carry 3 bytes.
  const bytes = Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
  if (bytes > SCREENSHOT_MAX_BYTES) throw fieldError(413, 'payload_too_large', 'screenshot', 'screenshot_too_large');
  return Buffer.from(body, 'base64');
}

/** PNG, JPEG or WebP by their magic bytes; anything else (SVG, GIF, HTML, text) is null. */
function sniffFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Bytes one sample of each depth takes once decoded (sharp's `depth`, libvips band formats). */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/** A screenshot whose header passed the checks: ready to decode, and what decoding may cost. */
export interface InspectedScreenshot {
  bytes: Buffer;
  /** Width x height, handed to sharp as its own limit too. */
  pixels: number;
}

/**
 * The cheap checks, before any pixel is decoded: sniffed type, size, and from the header alone (sharp's
 * metadata() reads no pixels) the pixel count and the memory the bitmap would take, counting channels and
 * bit depth: a small PNG declaring 6300 x 6300 16-bit RGBA pixels unpacks into 318 MB and is refused here.
 */
export async function inspectScreenshot(text: string, maxDecodedBytes: number): Promise<InspectedScreenshot> {
  const bytes = decodeScreenshot(text);
  const format = sniffFormat(bytes);
  if (!format) throw fieldError(400, 'validation_error', 'screenshot', 'screenshot_type');
  // Only the header is read here; the limits are ours to check, with a clear answer.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => {
    throw unreadable();
  });
  if (meta.format !== format || !meta.width || !meta.height) throw unreadable();
  const pixels = meta.width * meta.height;
  const decoded = pixels * Math.max(1, meta.channels ?? 4) * (SAMPLE_BYTES[meta.depth ?? ''] ?? 8);
  if (pixels > SCREENSHOT_MAX_PIXELS || decoded > maxDecodedBytes) throw fieldError(413, 'payload_too_large', 'screenshot', 'screenshot_too_many_pixels');
  return { bytes, pixels };
}

/**
 * Decodes and re-encodes an inspected screenshot: turned upright by its EXIF orientation, shrunk to 2000 px
 * at most and written as WebP without any metadata (EXIF, GPS, ICC comments), so what is stored is pixels
 * and nothing else. sharp is given the header's pixel count as its limit, in case a file says two things.
 */
export async function reencodeScreenshot({ bytes, pixels }: InspectedScreenshot): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: pixels, failOn: 'truncated', pages: 1, autoOrient: true })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
