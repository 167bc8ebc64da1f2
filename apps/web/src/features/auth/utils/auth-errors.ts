import { ApiError, HTTP_ERROR } from '../../../lib/api-client';
import type { AuthMessageKey, AuthNotice, FieldErrors } from './auth-text';
import { serverFieldErrors, type AuthMode, type Credentials } from './field-errors';

const TEXTS = {
  login: { server: 'loginServer', failedWith: 'loginFailedWith', network: 'loginNetwork', failed: 'loginFailed' },
  signup: { server: 'signupServer', failedWith: 'signupFailedWith', network: 'signupNetwork', failed: 'signupFailed' },
} as const satisfies Record<AuthMode, Record<string, AuthMessageKey>>;

/** A 429 says how long to wait in whole minutes, rounded up so the shopper never comes back too early. */
function throttled(seconds: number | null): AuthNotice {
  return seconds === null ? { key: 'throttledSoon' } : { key: 'throttled', count: Math.max(1, Math.ceil(seconds / 60)) };
}

/**
 * docs/product/auth.md: the message of a failed login or sign-up, chosen by status, plus the server's
 * per-field complaints in catalogue terms (shown under the fields).
 */
export function describeAuthError(mode: AuthMode, error: unknown, values: Credentials): { notice: AuthNotice; fields: FieldErrors } {
  const texts = TEXTS[mode];
  const none: FieldErrors = {};
  if (!(error instanceof ApiError)) return { notice: { key: texts.failed }, fields: none };
  if (error.status === 0) return { notice: { key: texts.network }, fields: none };
  if (error.status === 429) return { notice: throttled(error.retryAfterSeconds), fields: none };
  if (mode === 'login' && error.status === 401) return { notice: { key: 'loginInvalid' }, fields: none };
  if (mode === 'signup' && error.status === 409) return { notice: { key: 'signupExists' }, fields: none };
  if (error.status >= 500) return { notice: { key: texts.server }, fields: none };
  const fields = serverFieldErrors(error.code, error.fields, mode, values);
  if (Object.keys(fields).length > 0) return { notice: { key: texts.failedWith, detail: { key: 'checkFields' } }, fields };
  // 'Login failed: {server message or Unknown error}': a proxy's page has no message of the API's.
  const detail = error.code === HTTP_ERROR || !error.message ? { key: 'unknownError' as const } : error.message;
  return { notice: { key: texts.failedWith, detail }, fields: none };
}
