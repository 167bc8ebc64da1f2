import type { enAuth } from '../../../i18n/locales/en/auth';

/** A catalogue key without i18next's plural suffix: `throttled` stands for `throttled_one`/`_other`. */
type Plain<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

export type AuthMessageKey = Plain<keyof typeof enAuth.messages>;
export type FieldErrorKey = keyof typeof enAuth.fieldErrors;
export type AuthField = 'name' | 'email' | 'password';

/**
 * What to say, not the words: screens render it with the catalogue, so Bengali stays Bengali.
 * `detail` is either another catalogue text or, as a last resort, the server's own words.
 */
export interface AuthNotice {
  key: AuthMessageKey;
  count?: number;
  detail?: string | { key: AuthMessageKey };
}

export interface FieldError {
  key: FieldErrorKey;
  count?: number;
}

export type FieldErrors = Partial<Record<AuthField, FieldError>>;
