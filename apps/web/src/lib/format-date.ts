import { BD_OFFSET } from '@shop/shared';
import type { Language } from './format';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A day as the shop writes it everywhere (docs/product/orders.md): short month, day, year, en-US ('Nov 22, 2026');
 * in Bengali the same with Bengali months and digits. Days are counted in Bangladesh time, whatever the
 * device's clock says, and a bare YYYY-MM-DD (a payment date) is that day in Bangladesh. An unreadable value
 * shows nothing rather than 'Invalid Date'.
 */
export function formatDate(value: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Dhaka' });
    formats.set(language, format);
  }
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00${BD_OFFSET}` : value);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
