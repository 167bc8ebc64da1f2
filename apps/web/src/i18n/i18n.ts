import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber, toLanguage, type Language } from '../lib/format';
import { writeString } from '../lib/storage';
import type { Catalogue } from './catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY, rememberLanguageForServer, storedLanguage } from './language';
import { en } from './locales/en';

export const i18n = i18next.createInstance();

// English ships in the main bundle (it is the default and the fallback); Bengali is its own chunk,
// fetched only by shoppers who use it.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  bn: () => import('./locales/bn').then((m) => m.bn),
};

async function ensureCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language]());
}

function syncDocument(language: Language): void {
  // Only a change is written: setting `lang`, even to the value it has, makes the browser restyle every element
  // of the page (a full style recalculation of a drawn page, ~25 ms on a phone, as the app starts).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) document.documentElement.lang = language;
}

/** Initialises i18next in the remembered language; resolves once its catalogue is in. */
export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'bn'],
      interpolation: { escapeValue: false }, // React escapes already
      initAsync: false,
    });
    // South Asian grouping and Bengali digits, the same as prices (lib/format.ts).
    i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
      typeof value === 'number' ? formatNumber(value, toLanguage(lng)) : String(value),
    );
    i18n.on('languageChanged', (lng: string) => syncDocument(toLanguage(lng)));
  }
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
  syncDocument(language);
  return i18n;
}

/**
 * The texts in `language` beside the app's own instance, sharing its catalogues: the server draws pages in
 * English and in Bengali side by side (entry-server.tsx), each through its own provider. Call after initI18n.
 */
export async function i18nIn(language: Language): Promise<typeof i18n> {
  await ensureCatalogue(language);
  return language === i18n.language ? i18n : i18n.cloneInstance({ lng: language });
}

/** Switches the language for this and later visits. */
export async function setLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
  writeString(LANGUAGE_KEY, language);
  rememberLanguageForServer(language);
}
