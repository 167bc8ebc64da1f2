import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_PIXELS } from '@shop/shared';
import { decodeImage, imageTooLarge, imageUnreadable, inspectImage, type ImageRules, type InspectedImage } from '../../lib/image-intake';

/** Longest side kept: enough to read a transaction ID on any phone screenshot, small enough to store. */
const MAX_SIDE = 2000;

/** A screenshot is checked by the shop's one image intake (lib/image-intake.ts), with its own field and words. */
const screenshotRules = (maxDecodedBytes: number): ImageRules => ({
  field: 'screenshot',
  maxBytes: SCREENSHOT_MAX_BYTES,
  maxPixels: SCREENSHOT_MAX_PIXELS,
  maxDecodedBytes,
  refusals: { type: 'screenshot_type', unreadable: 'screenshot_unreadable', tooLarge: 'screenshot_too_large', tooManyPixels: 'screenshot_too_many_pixels' },
});

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 data URL or bare base64; the declared type is ignored (the bytes decide). */
function decodeScreenshot(text: string, rules: ImageRules): Buffer {
  const prefix = DATA_URL.exec(text);
  if (!prefix && text.startsWith('data:')) throw imageUnreadable(rules);
  const body = (prefix ? text.slice(prefix[0].length) : text).replace(/\s+/g, '');
  if (body.length === 0 || !BASE64.test(body) || body.length % 4 === 1) throw imageUnreadable(rules);
  // Refuse by length before allocating: 4 base64 characters carry 3 bytes.
  const bytes = Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
  if (bytes > rules.maxBytes) throw imageTooLarge(rules);
  return Buffer.from(body, 'base64');
}

/** A screenshot whose header passed the checks: ready to decode, and what decoding may cost. */
export type InspectedScreenshot = InspectedImage;

/**
 * The cheap checks, before any pixel is decoded: the base64 text, then the image intake's size, sniffed type and
 * header checks (lib/image-intake.ts).
 */
export async function inspectScreenshot(text: string, maxDecodedBytes: number): Promise<InspectedScreenshot> {
  const rules = screenshotRules(maxDecodedBytes);
  return inspectImage(decodeScreenshot(text, rules), rules);
}

/** Decodes and re-encodes an inspected screenshot: upright, 2000 px at most, WebP without any metadata. */
export async function reencodeScreenshot(image: InspectedScreenshot): Promise<Buffer> {
  const [webp] = await decodeImage(image, [{ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', quality: 82 }]);
  return webp!;
}
