import { describe, expect, it } from 'vitest';
import { ApiError, HTTP_ERROR, NETWORK_ERROR, type ApiErrorCode } from '../../../lib/api-client';
import { describeAuthError } from './auth-errors';
import type { Credentials } from './field-errors';

/** What the form sent: valid by the shared schemas, as it is whenever a call is made. */
const SENT: Credentials = { name: 'Mina Rahman', email: 'mina@example.com', password: 'correct horse battery' };

const apiError = (status: number, message = 'x', code: ApiErrorCode = 'validation_error', fields: Record<string, string> = {}, retry: number | null = null) =>
  new ApiError(status, message, code, fields, retry);

describe('login errors (docs/product/auth.md)', () => {
  it.each([
    [apiError(401, 'Invalid email or password.', 'unauthorized'), { key: 'loginInvalid' }],
    [apiError(500), { key: 'loginServer' }],
    [apiError(503, 'Service Unavailable', HTTP_ERROR), { key: 'loginServer' }],
    [apiError(0, 'offline', NETWORK_ERROR), { key: 'loginNetwork' }],
    [apiError(403, 'Account disabled.'), { key: 'loginFailedWith', detail: 'Account disabled.' }],
    [apiError(404, 'Not Found', HTTP_ERROR), { key: 'loginFailedWith', detail: { key: 'unknownError' } }],
    [new TypeError('boom'), { key: 'loginFailed' }],
  ])('%s → %j', (error, notice) => {
    expect(describeAuthError('login', error, SENT)).toEqual({ notice, fields: {} });
  });

  it('a 409 on login is just another status', () => {
    expect(describeAuthError('login', apiError(409, 'Conflict.'), SENT).notice).toEqual({ key: 'loginFailedWith', detail: 'Conflict.' });
  });
});

describe('sign-up errors (docs/product/auth.md)', () => {
  it.each([
    [apiError(409, 'An account with this email already exists.', 'conflict'), { key: 'signupExists' }],
    [apiError(502, '<html>', HTTP_ERROR), { key: 'signupServer' }],
    [apiError(0, 'offline', NETWORK_ERROR), { key: 'signupNetwork' }],
    [apiError(418, "I'm a teapot"), { key: 'signupFailedWith', detail: "I'm a teapot" }],
    [apiError(400, '', HTTP_ERROR), { key: 'signupFailedWith', detail: { key: 'unknownError' } }],
    [new Error('answer did not parse'), { key: 'signupFailed' }],
  ])('%s → %j', (error, notice) => {
    expect(describeAuthError('signup', error, SENT)).toEqual({ notice, fields: {} });
  });

  it('a 401 on sign-up is not the login message', () => {
    expect(describeAuthError('signup', apiError(401, 'Nope.'), SENT).notice.key).toBe('signupFailedWith');
  });

  it('puts a too-common password under the password field, in the catalogue’s words', () => {
    const error = apiError(400, 'This password is too common.', 'password_too_common', { password: 'This password is too common.' });
    expect(describeAuthError('signup', error, SENT)).toEqual({
      notice: { key: 'signupFailedWith', detail: { key: 'checkFields' } },
      fields: { password: { key: 'passwordTooCommon' } },
    });
  });

  it('translates the fields the server named by the shared schema’s verdict on what was sent, never by the server’s words', () => {
    const error = apiError(400, 'Invalid input.', 'validation_error', {
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      name: 'Full Name is required',
      phone: 'Phone number is required',
    });
    expect(describeAuthError('signup', error, { name: ' ', email: 'mina@', password: 'short' }).fields).toEqual({
      email: { key: 'emailInvalid' },
      password: { key: 'passwordTooShort', count: 8 },
      name: { key: 'nameRequired' },
    });
    // A rule only the server knows: the field's own 'invalid' text.
    expect(describeAuthError('signup', error, SENT).fields).toEqual({
      email: { key: 'emailInvalid' },
      password: { key: 'passwordInvalid' },
      name: { key: 'nameInvalid' },
    });
  });
});

describe('throttling', () => {
  it('gives the wait in whole minutes, rounded up, for both forms', () => {
    expect(describeAuthError('login', apiError(429, 'Too many', 'rate_limited', {}, 300), SENT).notice).toEqual({ key: 'throttled', count: 5 });
    expect(describeAuthError('signup', apiError(429, 'Too many', 'rate_limited', {}, 61), SENT).notice).toEqual({ key: 'throttled', count: 2 });
    expect(describeAuthError('login', apiError(429, 'Too many', 'rate_limited', {}, 1), SENT).notice).toEqual({ key: 'throttled', count: 1 });
  });

  it('still says to wait when the server gave no Retry-After', () => {
    expect(describeAuthError('login', apiError(429), SENT).notice).toEqual({ key: 'throttledSoon' });
  });
});
