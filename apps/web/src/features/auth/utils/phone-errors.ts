import { ApiError } from '../../../lib/api-client';

/** What a failed step of the phone sign-in says (auth.phone.errors.* or auth.messages.*), and which field it is about. */
export type PhoneProblem = {
  key:
    | 'numberRequired' | 'numberInvalid' | 'codeInvalid' | 'codeWrong' | 'codeExpired' | 'smsUnavailable'
    | 'tooManyCodes' | 'tooManyCodesSoon' | 'throttled' | 'throttledSoon' | 'network' | 'failed';
  field?: 'phone' | 'code';
  count?: number;
};

/**
 * docs/product/auth.md: a failed 'Send code' or 'Sign in' worded by the API's code, never its message
 * (docs/decisions/032). A 429 of asking says how long until a new code; of signing in, how long the number is locked.
 */
export function describePhoneError(step: 'send' | 'sign-in', error: unknown): PhoneProblem {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.status === 0) return { key: 'network' };
  if (error.status === 429) {
    const minutes = error.retryAfterSeconds === null ? null : Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
    if (step === 'send') return minutes === null ? { key: 'tooManyCodesSoon' } : { key: 'tooManyCodes', count: minutes };
    return minutes === null ? { key: 'throttledSoon' } : { key: 'throttled', count: minutes };
  }
  if (error.code === 'sms_unavailable') return { key: 'smsUnavailable' };
  if (error.code === 'phone_code_wrong') return { key: 'codeWrong', field: 'code' };
  if (error.code === 'phone_code_expired') return { key: 'codeExpired' };
  if (error.fieldCodes.phone || error.fields.phone) return { key: 'numberInvalid', field: 'phone' };
  if (error.fields.code) return { key: 'codeInvalid', field: 'code' };
  return { key: 'failed' };
}
