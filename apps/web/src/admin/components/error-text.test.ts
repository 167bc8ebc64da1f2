import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../lib/api-client';
import { adminI18n, initAdminI18n, NAMESPACE } from '../i18n/i18n';
import { errorText } from './error-text';

beforeAll(() => initAdminI18n('en'));

/** The texts as the screens get them (useAdminTranslation). */
const t = () => adminI18n.getFixedT(null, NAMESPACE);

const error = (status: number, code: ConstructorParameters<typeof ApiError>[2], wait: number | null = null) => new ApiError(status, 'The server said so.', code, {}, wait);

describe("the back office's words for a failed call", () => {
  it('are chosen by the code, never the server message', () => {
    expect(errorText(t(), error(401, 'unauthorized'))).toBe('Wrong e-mail or password.');
    expect(errorText(t(), error(409, 'last_owner'))).toBe('The shop must keep at least one owner who can sign in: make someone else an owner first.');
    expect(errorText(t(), error(401, 'invalid_code'))).toMatch(/^That code is wrong or was used already/);
    expect(errorText(t(), error(0, NETWORK_ERROR))).toMatch(/^No connection to the shop/);
    expect(errorText(t(), new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('say how long to wait after too many tries', () => {
    expect(errorText(t(), error(429, 'rate_limited', 1))).toBe('Too many tries. Try again in 1 second.');
    expect(errorText(t(), error(429, 'rate_limited', 45))).toBe('Too many tries. Try again in 45 seconds.');
    expect(errorText(t(), error(429, 'rate_limited', 300))).toBe('Too many tries. Try again in 5 minutes.');
    expect(errorText(t(), error(429, 'rate_limited'))).toBe('Too many tries. Wait a little and try again.');
  });

  it('can be worded for one screen: a refused one-time link', () => {
    expect(errorText(t(), error(401, 'unauthorized'), { unauthorized: 'This link is not valid any more.' })).toBe('This link is not valid any more.');
  });

  it('are in Bengali when the back office is', async () => {
    await initAdminI18n('bn');
    expect(errorText(t(), error(429, 'rate_limited', 120))).toBe('অনেকবার চেষ্টা করা হয়েছে। ২ মিনিট পরে আবার চেষ্টা করুন।');
    await initAdminI18n('en');
  });
});
