import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR, type ApiErrorCode } from '../../../lib/api-client';
import { describePhoneError } from './phone-errors';

const apiError = (status: number, code: ApiErrorCode, fields: Record<string, string> = {}, retry: number | null = null, fieldCodes = {}) =>
  new ApiError(status, 'x', code, fields, retry, fieldCodes);

describe('phone sign-in errors (docs/product/auth.md, docs/decisions/076)', () => {
  it.each([
    ['send', apiError(429, 'rate_limited', {}, 900), { key: 'tooManyCodes', count: 15 }],
    ['send', apiError(429, 'rate_limited', {}, 61), { key: 'tooManyCodes', count: 2 }],
    ['send', apiError(429, 'rate_limited'), { key: 'tooManyCodesSoon' }],
    ['sign-in', apiError(429, 'rate_limited', {}, 300), { key: 'throttled', count: 5 }],
    ['send', apiError(503, 'sms_unavailable'), { key: 'smsUnavailable' }],
    ['sign-in', apiError(400, 'phone_code_wrong'), { key: 'codeWrong', field: 'code' }],
    ['sign-in', apiError(400, 'phone_code_expired'), { key: 'codeExpired' }],
    ['send', apiError(400, 'validation_error', { phone: 'bad' }, null, { phone: 'phone_invalid' }), { key: 'numberInvalid', field: 'phone' }],
    ['sign-in', apiError(400, 'validation_error', { code: 'bad' }), { key: 'codeInvalid', field: 'code' }],
    ['send', apiError(0, NETWORK_ERROR), { key: 'network' }],
    ['send', apiError(500, 'internal_error'), { key: 'failed' }],
    ['sign-in', new TypeError('boom'), { key: 'failed' }],
  ] as const)('%s: %s → %j', (step, error, problem) => {
    expect(describePhoneError(step, error)).toEqual(problem);
  });
});
