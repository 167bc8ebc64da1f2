import { latinDigits } from '@shop/shared';
import type { Country } from './options';

/** localStorage key of the delivery postcode, remembered like the country, language and currency. */
export const POSTCODE_KEY = 'deliveryPostcode';

/** Bangladesh Post's postcodes are four digits (Dhaka GPO 1000, Dhanmondi 1209, Chattogram 4000). */
const BD_POSTCODE = /^\d{4}$/;
/** Elsewhere: the letters, digits, spaces and hyphens of ZIP and postal codes (90210, SW1A 1AA, 110001). */
const OTHER_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

/** What a shopper typed, as it is kept: Bengali digits as 0-9, upper case, single spaces, trimmed. */
export function normalisePostcode(input: string): string {
  return latinDigits(input)
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

type PostcodeProblem = 'bangladesh' | 'other';

/** Why a (normalised) postcode cannot be kept for the country, or null when it can. Empty means "not set". */
export function postcodeProblem(postcode: string, country: Country): PostcodeProblem | null {
  if (postcode === '') return null;
  if (country === 'BD') return BD_POSTCODE.test(postcode) ? null : 'bangladesh';
  return OTHER_POSTCODE.test(postcode) ? null : 'other';
}
