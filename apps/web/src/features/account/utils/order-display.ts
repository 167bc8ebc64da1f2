import { statusTone } from '@shop/shared';
import type { Language } from '../../../lib/format';

const TONES = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-200',
  gray: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;

/** Badge colours of accounts spec §4, through the shared statusTone. */
export const statusBadgeClass = (status: string) => TONES[statusTone(status)];

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** accounts spec §9: short month, day, year ('Nov 22, 2026'); Bengali readers get the same in Bengali. */
export function formatOrderDate(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Dhaka' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
