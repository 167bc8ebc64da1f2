/**
 * Bangladeshi mobile numbers: 01, an operator digit 3-9, then 8 digits. `+880 1XXXXXXXXX` and
 * `880…` are accepted and stored as the local 11-digit form; spaces and dashes are ignored.
 */
const LOCAL = /^01[3-9]\d{8}$/;

export function normaliseBdPhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const local = compact.replace(/^\+?880(?=1)/, '0');
  return LOCAL.test(local) ? local : null;
}

export const BD_PHONE_MESSAGE = 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).';
