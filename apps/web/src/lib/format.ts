/**
 * Numbers and taka as shoppers read them: South Asian digit grouping (1,00,000) in both languages,
 * Bengali digits in Bengali. Amounts arrive in taka from the API; poisha stay on the server side.
 */
export type Language = 'en' | 'bn';

const LOCALES: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, fractionDigits: number): Intl.NumberFormat {
  const cacheKey = `${language}:${fractionDigits}`;
  let format = formatters.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(cacheKey, format);
  }
  return format;
}

export function toLanguage(code: string | undefined): Language {
  return code?.startsWith('bn') ? 'bn' : 'en';
}

export function formatNumber(value: number, language: Language = 'en'): string {
  return numberFormat(language, 0).format(value);
}

/** `formatTaka(1290)` is '৳1,290'; whole taka show no decimals, anything else shows two. */
export function formatTaka(taka: number, language: Language = 'en'): string {
  const fractionDigits = Number.isInteger(taka) ? 0 : 2;
  const digits = numberFormat(language, fractionDigits).format(Math.abs(taka));
  return `${taka < 0 ? '-' : ''}৳${digits}`;
}

/** `formatDollars(10.5)` is '$10.50': converted prices always show cents, in the shopper's digits. */
export function formatDollars(dollars: number, language: Language = 'en'): string {
  const digits = numberFormat(language, 2).format(Math.abs(dollars));
  return `${dollars < 0 ? '-' : ''}$${digits}`;
}
