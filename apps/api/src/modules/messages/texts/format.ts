import type { Language } from '@shop/shared';

/**
 * Amounts as the shop's pages write them (apps/web/src/lib/format.ts formatTaka): ৳ and South Asian grouping
 * (1,00,000), Bengali digits in Bengali; whole taka without decimals. Amounts arrive in poisha.
 */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

export function localDigits(text: string, language: Language): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit) : text;
}

export function formatTakaOfPoisha(poisha: number, language: Language): string {
  const whole = Math.floor(Math.abs(poisha) / 100);
  const fraction = Math.abs(poisha) % 100;
  let digits = String(whole);
  if (digits.length > 3) digits = `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  const text = `${poisha < 0 ? '-' : ''}৳${digits}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
  return localDigits(text, language);
}
