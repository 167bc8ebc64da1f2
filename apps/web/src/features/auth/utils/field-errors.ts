import {
  LoginSchema,
  NameSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RegisterSchema,
} from '@shop/shared';
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

/** The server's `fields` in catalogue terms: by code where it gives one, else by the field's rule. */
export function serverFieldErrors(code: string, fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (!isField(field)) continue;
    if (field === 'password' && code === 'password_too_common') errors.password = { key: 'passwordTooCommon' };
    else if (/required/i.test(message)) errors[field] = REQUIRED[field];
    else if (field === 'password' && /at least/i.test(message)) errors.password = { key: 'passwordTooShort', count: PASSWORD_MIN_LENGTH };
    else if (field === 'password' && /at most/i.test(message)) errors.password = { key: 'passwordTooLong', count: PASSWORD_MAX_LENGTH };
    else errors[field] = { key: field === 'name' ? 'nameInvalid' : field === 'email' ? 'emailInvalid' : 'passwordInvalid' };
  }
  return errors;
}
