import { LANGUAGES, type Language } from '@shop/shared';

/**
 * The `lang` cookie: the language the shop's pages are drawn in (read by apps/api/src/plugins/web-page) and the
 * back office's language (docs/decisions/038). public/preferences-init.js writes it at the shop's start too.
 */
export const LANGUAGE_COOKIE = 'lang';

export function writeLanguageCookie(language: Language): void {
  if (typeof document !== 'undefined') document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the cookie names, or null when there is none (or one the shop does not know). */
export function readLanguageCookie(cookies: string = typeof document === 'undefined' ? '' : document.cookie): Language | null {
  const value = cookies.split(';').map((part) => part.trim().split('=')).find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return LANGUAGES.find((language) => language === value) ?? null;
}
