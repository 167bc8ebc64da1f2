import { ADDRESS_REQUIRED_MESSAGE, BD_PHONE_MESSAGE } from '@shop/shared';
import type { en } from '../../../i18n/locales/en';

/** A validation message of the account forms, as a key under `account.errors`. */
export type ErrorKey = keyof typeof en.account.errors;

/**
 * The shared schemas (and the API's `fields`) speak English; the screens speak the shopper's language.
 * Each known message maps to its catalogue key.
 */
const BY_MESSAGE: Record<string, ErrorKey> = {
  'Full Name is required': 'nameRequired',
  'Email is required': 'emailRequired',
  'Please enter a valid email address.': 'emailInvalid',
  'Phone number is required': 'phoneRequired',
  [BD_PHONE_MESSAGE]: 'phoneInvalid',
  'Complete birthday is required': 'birthdayRequired',
  'Please choose a real date in the last 100 years.': 'birthdayInvalid',
  'Gender is required': 'genderRequired',
  [ADDRESS_REQUIRED_MESSAGE]: 'fieldRequired',
};

function errorKeyOf(message: string, code?: string): ErrorKey {
  return BY_MESSAGE[message] ?? (code === 'too_big' ? 'tooLong' : 'invalid');
}

/** Is this the "nothing entered" message of a field (as opposed to a wrong value)? */
export const isMissing = (key: ErrorKey) => key === 'fieldRequired' || key.endsWith('Required');

interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

/** The first problem of each field, as catalogue keys. */
export function fieldErrors<F extends string>(issues: readonly Issue[]): Partial<Record<F, ErrorKey>> {
  const errors: Partial<Record<F, ErrorKey>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !(field in errors)) errors[field] = errorKeyOf(issue.message, issue.code);
  }
  return errors;
}

/** The API's `fields` ({ phone: 'Phone number is required' }) as catalogue keys. */
export function serverFieldErrors<F extends string>(fields: Record<string, string>): Partial<Record<F, ErrorKey>> {
  return fieldErrors<F>(Object.entries(fields).map(([field, message]) => ({ path: [field], message })));
}
