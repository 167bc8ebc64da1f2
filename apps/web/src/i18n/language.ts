import { readString } from '../lib/storage';
import { LANGUAGES, type Language } from '@shop/shared';

export { LANGUAGES };
/** localStorage key of the chosen language; public/preferences-init.js reads it too. */
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

export function storedLanguage(): Language {
  const stored = readString(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Tells the server the language too (cookie `lang`, read by apps/api/src/plugins/web-page; public/preferences-init.js writes it at start). */
export { writeLanguageCookie as rememberLanguageForServer } from '../lib/language-cookie';
