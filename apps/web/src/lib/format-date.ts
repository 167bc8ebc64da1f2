import type { Language } from '../../../lib/format';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * accounts spec §9: short month, day, year, en-US ('Nov 22, 2026'); in Bengali the same with Bengali
 * months and digits. Days are counted in Bangladesh time, whatever the device's clock says.
 */
export function formatOrderDate(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Dhaka' });
    formats.set(language, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
