import { formatDecimal, type Language } from '../../../lib/format';

const dates = new Map<Language, Intl.DateTimeFormat>();

/** docs/product/returns-and-reviews.md dates: 'Nov 22, 2026' (Bengali months and digits in Bengali), days in Bangladesh time. */
export function formatReviewDate(iso: string, language: Language): string {
  let format = dates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Dhaka' });
    dates.set(language, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** An average such as 4.3 with one decimal, in the shopper's digits. */
export function formatRating(value: number, language: Language): string {
  return formatDecimal(value, language, 1);
}
