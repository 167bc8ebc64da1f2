import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@shop/shared';
import { ApiError } from '../../lib/api-client';
import { adminI18n, initAdminI18n, NAMESPACE } from '../i18n/i18n';
import { IMAGE_ACCEPT, imageErrorText, localImageRefusal } from './image-upload';

beforeAll(() => initAdminI18n('en'));

const t = () => adminI18n.getFixedT(null, NAMESPACE);
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const refused = (fieldCode: string, status = 400, field = 'image') =>
  new ApiError(status, 'The server said so.', status === 413 ? 'payload_too_large' : 'validation_error', { [field]: 'x' }, null, { [field]: fieldCode } as never);

describe('image uploads in the back office', () => {
  it('offer JPEG, PNG and WebP, without forcing the camera', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuse another type or a file over 10 MB before sending it', () => {
    expect(localImageRefusal(t(), file('a.jpg', 'image/jpeg'))).toBeNull();
    // A phone may give no type: the server decides by the bytes.
    expect(localImageRefusal(t(), file('a', ''))).toBeNull();
    expect(localImageRefusal(t(), file('anim.gif', 'image/gif'))).toBe('anim.gif: only JPEG, PNG or WebP images can be used.');
    expect(localImageRefusal(t(), file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1))).toBe('big.jpg is larger than 10 MB. Send a smaller photo.');
  });

  it("word the server's refusals by their field codes, never its message", () => {
    expect(imageErrorText(t(), refused('image_type'))).toBe('Only JPEG, PNG or WebP images can be used.');
    expect(imageErrorText(t(), refused('image_too_large', 413))).toBe('The image is larger than 10 MB. Send a smaller photo.');
    expect(imageErrorText(t(), refused('image_too_many_pixels', 413))).toMatch(/^This image has too many pixels/);
    expect(imageErrorText(t(), refused('image_unreadable'))).toBe('This image could not be read. Try another photo.');
    expect(imageErrorText(t(), refused('images_full', 409))).toBe('A product has at most 12 photos. Delete one first.');
    expect(imageErrorText(t(), refused('image_order_invalid', 400, 'order'))).toMatch(/^The photos changed meanwhile/);
    expect(imageErrorText(t(), new ApiError(403, 'no', 'forbidden'))).toBe(t()('errors.forbidden'));
  });
});
