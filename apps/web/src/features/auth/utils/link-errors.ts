import { EmailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordSchema } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import type { FieldError } from './auth-text';

/** What went wrong with a call of the password-reset and verification screens, as catalogue keys. */
export type LinkFailure =
  | { kind: 'gone' }
  | { kind: 'throttled'; minutes: number }
  | { kind: 'network' | 'server' | 'failed' }
  | { kind: 'fields'; password?: FieldError; email?: FieldError };

/** A 429 says how long to wait in whole minutes, rounded up so the shopper never comes back too early. */
const minutesOf = (seconds: number | null) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

export function describeLinkFailure(error: unknown): LinkFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 0) return { kind: 'network' };
  if (error.code === 'invalid_link') return { kind: 'gone' };
  if (error.status === 429) return { kind: 'throttled', minutes: minutesOf(error.retryAfterSeconds) };
  if (error.status >= 500) return { kind: 'server' };
  if (error.code === 'password_too_common') return { kind: 'fields', password: { key: 'passwordTooCommon' } };
  if (error.fields.password) return { kind: 'fields', password: { key: 'passwordInvalid' } };
  if (error.fields.email) return { kind: 'fields', email: { key: 'emailInvalid' } };
  return { kind: 'failed' };
}

/** The sign-up rules of a new password (the API checks the same schema), before any call. */
export function newPasswordError(password: string): FieldError | undefined {
  if (password === '') return { key: 'passwordRequired' };
  const result = PasswordSchema.safeParse(password);
  if (result.success) return undefined;
  return result.error.issues[0]?.code === 'too_big' ? { key: 'passwordTooLong', count: PASSWORD_MAX_LENGTH } : { key: 'passwordTooShort', count: PASSWORD_MIN_LENGTH };
}

export function emailError(email: string): FieldError | undefined {
  if (email.trim() === '') return { key: 'emailRequired' };
  return EmailSchema.safeParse(email).success ? undefined : { key: 'emailInvalid' };
}

/** The token of a link the shop e-mailed: in the address's fragment (`#token=…`), which no server ever sees. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}
