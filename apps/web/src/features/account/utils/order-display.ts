import { toneClass } from '../../../components/ui/tone';
import { statusTone } from '@shop/shared';
import type { Language } from '../../../lib/format';


/** Badge colours of docs/product/account.md, through the shared statusTone. */
export const statusBadgeClass = (status: string) => toneClass(statusTone(status));

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** docs/product/account.md: short month, day, year ('Nov 22, 2026'); Bengali readers get the same in Bengali. */
export function formatOrderDate(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Dhaka' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
