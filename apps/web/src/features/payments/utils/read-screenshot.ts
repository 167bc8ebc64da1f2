import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TYPES } from '@shop/shared';

export type ScreenshotRead =
  | { ok: true; dataUrl: string }
  | { ok: false; error: 'screenshotType' | 'screenshotTooLarge' | 'screenshotUnreadable' };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not text')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Whether the browser can draw it: a text file named .png passes the type check but not this. */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * The chosen screenshot as a data URL, after the checks a shopper can be told about at once: type, 5 MB,
 * readable (docs/product/payments.md: 'Failed to process image'). The server checks the bytes again.
 */
export async function readScreenshot(file: File): Promise<ScreenshotRead> {
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return { ok: false, error: 'screenshotType' };
  if (file.size > SCREENSHOT_MAX_BYTES) return { ok: false, error: 'screenshotTooLarge' };
  try {
    if (!(await decodes(file))) return { ok: false, error: 'screenshotUnreadable' };
    return { ok: true, dataUrl: await readAsDataUrl(file) };
  } catch {
    return { ok: false, error: 'screenshotUnreadable' };
  }
}
