import sharp from 'sharp';
import type { ErrorCode } from '@shop/shared';
import { fieldError } from './errors';

/**
 * The one intake of an image someone sends (docs/decisions/040): a shopper's payment screenshot or a staff
 * member's product photo. The cheap checks come first and decide without decoding a pixel: the byte count, the
 * type by its magic bytes (never the declared type or the file name), and from the header alone the pixel count
 * and the memory the decoded bitmap would take. Only then are the pixels decoded, turned upright by their EXIF
 * orientation and written as WebP without any metadata.
 */

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** The field codes of each refusal, so each use names its own field and words. */
export interface ImageRefusals {
  type: 'screenshot_type' | 'image_type';
  unreadable: 'screenshot_unreadable' | 'image_unreadable';
  tooLarge: 'screenshot_too_large' | 'image_too_large';
  tooManyPixels: 'screenshot_too_many_pixels' | 'image_too_many_pixels';
}

export interface ImageRules {
  /** The request field a refusal names. */
  field: string;
  maxBytes: number;
  maxPixels: number;
  /** Memory one decoded bitmap may take, counting channels and bit depth. */
  maxDecodedBytes: number;
  refusals: ImageRefusals;
}

/** An image whose header passed the checks: ready to decode, and what decoding may cost. */
export interface InspectedImage {
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
  /** Width x height, handed to sharp as its own limit too. */
  pixels: number;
  rules: ImageRules;
}

const refuse = (rules: ImageRules, status: number, code: ErrorCode, fieldCode: ImageRefusals[keyof ImageRefusals]) =>
  fieldError(status, code, rules.field, fieldCode);

/** The refusal of a body over the byte limit, for callers that count bytes as they arrive. */
export const imageTooLarge = (rules: ImageRules) => refuse(rules, 413, 'payload_too_large', rules.refusals.tooLarge);
export const imageUnreadable = (rules: ImageRules) => refuse(rules, 400, 'validation_error', rules.refusals.unreadable);

/** PNG, JPEG or WebP by their magic bytes; anything else (SVG, GIF, HEIC, HTML, text) is null. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Bytes one sample of each depth takes once decoded (sharp's `depth`, libvips band formats). */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/**
 * The cheap checks, before any pixel is decoded: size, sniffed type, and from the header alone (sharp's
 * metadata() reads no pixels) the pixel count and the memory the bitmap would take: a 5 KB PNG declaring
 * 30000 x 30000 pixels is refused here, as is a small one declaring 6300 x 6300 16-bit RGBA pixels (318 MB).
 */
export async function inspectImage(bytes: Buffer, rules: ImageRules): Promise<InspectedImage> {
  if (bytes.length > rules.maxBytes) throw imageTooLarge(rules);
  const format = sniffImageFormat(bytes);
  if (!format) throw refuse(rules, 400, 'validation_error', rules.refusals.type);
  // Only the header is read here; the limits are ours to check, with a clear answer.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => {
    throw imageUnreadable(rules);
  });
  if (meta.format !== format || !meta.width || !meta.height) throw imageUnreadable(rules);
  const pixels = meta.width * meta.height;
  const decoded = pixels * Math.max(1, meta.channels ?? 4) * (SAMPLE_BYTES[meta.depth ?? ''] ?? 8);
  if (pixels > rules.maxPixels || decoded > rules.maxDecodedBytes) throw refuse(rules, 413, 'payload_too_large', rules.refusals.tooManyPixels);
  return { bytes, format, width: meta.width, height: meta.height, pixels, rules };
}

/** One output of a decoded image: its size and how it fits (sharp's resize options), always WebP. */
export interface ImageOutput {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
  quality: number;
}

/**
 * Decodes an inspected image once and writes each output: upright by its EXIF orientation, resized, WebP, with
 * no metadata at all (EXIF, GPS, ICC comments). sharp is given the header's pixel count as its limit, in case a
 * file says two things. A file that fails to decode is the sender's fault: a 400, never a 5xx.
 */
export async function decodeImage(image: InspectedImage, outputs: readonly ImageOutput[]): Promise<Buffer[]> {
  try {
    const source = sharp(image.bytes, { limitInputPixels: image.pixels, failOn: 'truncated', pages: 1, autoOrient: true });
    return await Promise.all(
      outputs.map((output) =>
        source
          .clone()
          .resize({ width: output.width, height: output.height, fit: output.fit, withoutEnlargement: output.fit === 'inside' })
          .webp({ quality: output.quality })
          .toBuffer(),
      ),
    );
  } catch {
    throw imageUnreadable(image.rules);
  }
}
