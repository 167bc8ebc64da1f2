import { readString } from '../lib/storage';
import type { Language } from '../lib/format';

export const LANGUAGES: readonly Language[] = ['en', 'bn'];
/** localStorage key of the chosen language; public/preferences-init.js reads it too. */
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

export function storedLanguage(): Language {
  const stored = readString(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
