import { toLanguage } from '../../lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the back office shows it: day and time in Bangladesh time, whatever the device's clock says
 * ('26 Nov 2026, 14:05'; in Bengali, Bengali months and digits). An unreadable value shows nothing.
 */
export function formatDateTime(value: string, lng: string | undefined): string {
  const language = toLanguage(lng);
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Asia/Dhaka' });
    formats.set(language, format);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
