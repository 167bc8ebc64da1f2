import { fieldCodeOf, type FieldErrorCode } from '@shop/shared';
import type { en } from '../../../i18n/locales/en';

/** A validation message of the account forms, as a key under `account.errors`. */
export type ErrorKey = keyof typeof en.account.errors;

/**
 * The shared schemas and the API name each field's problem by code (docs/decisions/032); the screens speak the
 * shopper's language. Each code the account forms can meet has its catalogue key; any other is 'invalid'.
 */
const KEY_OF_CODE: Partial<Record<FieldErrorCode, ErrorKey>> = {
  name_required: 'nameRequired',
  email_required: 'emailRequired',
  email_invalid: 'emailInvalid',
  phone_required: 'phoneRequired',
  phone_invalid: 'phoneInvalid',
  birthday_required: 'birthdayRequired',
  birthday_invalid: 'birthdayInvalid',
  gender_required: 'genderRequired',
  address_required: 'fieldRequired',
  too_long: 'tooLong',
};

export const errorKeyOf = (code: FieldErrorCode | undefined): ErrorKey => (code && KEY_OF_CODE[code]) || 'invalid';

/** Is this the "nothing entered" message of a field (as opposed to a wrong value)? */
export const isMissing = (key: ErrorKey) => key === 'fieldRequired' || key.endsWith('Required');

interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

/** The first problem of each field the shared schema found, as catalogue keys. */
export function fieldErrors<F extends string>(issues: readonly Issue[]): Partial<Record<F, ErrorKey>> {
  const errors: Partial<Record<F, ErrorKey>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !(field in errors)) errors[field] = errorKeyOf(fieldCodeOf(issue));
  }
  return errors;
}

/** The fields an API answer names, as catalogue keys chosen by their `fieldCodes` (a field without one is 'invalid'). */
export function serverFieldErrors<F extends string>(error: {
  fields: Record<string, string>;
  fieldCodes: Partial<Record<string, FieldErrorCode>>;
}): Partial<Record<F, ErrorKey>> {
  const errors: Partial<Record<F, ErrorKey>> = {};
  for (const field of Object.keys(error.fields)) errors[field as F] = errorKeyOf(error.fieldCodes[field]);
  return errors;
}
