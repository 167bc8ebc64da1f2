/**
 * Numbers and taka as shoppers read them: South Asian digit grouping (1,00,000) in both languages,
 * Bengali digits in Bengali. Amounts arrive in taka from the API; poisha stay on the server side.
 *
 * Written out by hand instead of with Intl.NumberFormat, to the same result (format.test.ts compares them):
 * a page of prices is drawn while the page hydrates, and building the locale's formatters (ICU data) was one
 * of the longest pieces of that work on a phone.
 */
import type { Language } from '@shop/shared';

export type { Language };

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

export function toLanguage(code: string | undefined): Language {
  return code?.startsWith('bn') ? 'bn' : 'en';
}

/** ASCII digits as the shopper reads them: Bengali digits in Bengali. */
export function localDigits(text: string, language: Language): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit) : text;
}

/**
 * `value` rounded half away from zero to `fractionDigits` (as Intl does, on the number's shortest decimal form:
 * 1.005 is 1.01), whole part grouped as en-IN and bn-BD group it (last three digits, then pairs).
 */
export function formatDecimal(value: number, language: Language, fractionDigits: number, grouping = true): string {
  // Out of a shop's range (or not a number at all), the platform's formatter knows best.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-IN', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, useGrouping: grouping }).format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  const shortest = String(Math.abs(value));
  // Shifting the decimal point in the text keeps 1.005 from becoming 1.00499…; a tiny number is written with an
  // exponent already, and rounds to zero either way.
  const scaled = Math.round(shortest.includes('e') ? Math.abs(value) * 10 ** fractionDigits : Number(`${shortest}e${fractionDigits}`));
  const digits = String(scaled).padStart(fractionDigits + 1, '0');
  let whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  if (grouping && whole.length > 3) {
    const head = whole.slice(0, -3);
    whole = `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  }
  return localDigits(`${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`, language);
}

export function formatNumber(value: number, language: Language = 'en'): string {
  return formatDecimal(value, language, 0);
}

/** `formatTaka(1290)` is '৳1,290'; whole taka show no decimals, anything else shows two. */
export function formatTaka(taka: number, language: Language = 'en'): string {
  const digits = formatDecimal(Math.abs(taka), language, Number.isInteger(taka) ? 0 : 2);
  return `${taka < 0 ? '-' : ''}৳${digits}`;
}

/** `formatDollars(10.5)` is '$10.50': converted prices always show cents, in the shopper's digits. */
export function formatDollars(dollars: number, language: Language = 'en'): string {
  const digits = formatDecimal(Math.abs(dollars), language, 2);
  return `${dollars < 0 ? '-' : ''}$${digits}`;
}
