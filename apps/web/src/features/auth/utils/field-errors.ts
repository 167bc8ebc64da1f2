import {
  LoginSchema,
  NameSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RegisterSchema,
} from '@shop/shared';
import type { ApiErrorCode } from '../../../lib/api-client';
import type { AuthField, FieldError, FieldErrors } from './auth-text';

export type AuthMode = 'login' | 'signup';
export interface Credentials {
  name: string;
  email: string;
  password: string;
}

const isField = (value: unknown): value is AuthField => value === 'name' || value === 'email' || value === 'password';

const REQUIRED: Record<AuthField, FieldError> = {
  name: { key: 'nameRequired' },
  email: { key: 'emailRequired' },
  password: { key: 'passwordRequired' },
};

/**
 * The same schemas the API checks (packages/shared), run before the call so the shopper hears about an
 * empty field or a short password at once, in the shop's language rather than the browser's.
 */
export function validateCredentials(mode: AuthMode, values: Credentials): FieldErrors {
  const input = mode === 'login' ? { email: values.email, password: values.password } : values;
  const result = (mode === 'login' ? LoginSchema : RegisterSchema).safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    const value = values[field];
    if (field === 'password' ? value === '' : value.trim() === '') errors[field] = REQUIRED[field];
    else if (field === 'email') errors.email = { key: 'emailInvalid' };
    else if (field === 'name') errors.name = issue.code === 'too_big' ? { key: 'nameTooLong', count: NameSchema.maxLength ?? 100 } : { key: 'nameInvalid' };
    else if (issue.code === 'too_big') errors.password = { key: 'passwordTooLong', count: PASSWORD_MAX_LENGTH };
    else errors.password = { key: 'passwordTooShort', count: PASSWORD_MIN_LENGTH };
  }
  return errors;
}

/**
 * The fields the server named, in catalogue terms: by the answer's code where it has one, else by the shared
 * schema's own verdict on what was sent, else the field's 'invalid' text. The server's words are not read.
 */
export function serverFieldErrors(code: ApiErrorCode, fields: Record<string, string>, mode: AuthMode, values: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  const own = validateCredentials(mode, values);
  for (const field of Object.keys(fields)) {
    if (!isField(field)) continue;
    if (field === 'password' && code === 'password_too_common') errors.password = { key: 'passwordTooCommon' };
    else errors[field] = own[field] ?? { key: field === 'name' ? 'nameInvalid' : field === 'email' ? 'emailInvalid' : 'passwordInvalid' };
  }
  return errors;
}
