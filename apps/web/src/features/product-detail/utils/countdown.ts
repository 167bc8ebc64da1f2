import { localDigits, type Language } from '../../../lib/format';

/** docs/product/catalog.md: the limited-time countdown starts at 2 hours. */
export const COUNTDOWN_MS = 2 * 60 * 60 * 1000;

interface Clock {
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(ms: number): Clock {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** hh:mm:ss, in Bengali digits for Bengali readers. */
export function formatClock({ hours, minutes, seconds }: Clock, language: Language = 'en'): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return localDigits(`${two(hours)}:${two(minutes)}:${two(seconds)}`, language);
}
