import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '@shop/shared';
import { formatNumber, toLanguage } from '../../lib/format';
import { readLanguageCookie, writeLanguageCookie } from '../../lib/language-cookie';
import type { AdminCatalogue } from './catalogue';
import { en } from './en';

/**
 * The back office's own i18next instance and catalogue (docs/decisions/038): the `admin` namespace, English
 * bundled, Bengali fetched when chosen. The language is the `lang` cookie, as the shop keeps it for its pages.
 */
export const NAMESPACE = 'admin';
export const adminI18n = i18next.createInstance();

const loaders: Record<Exclude<Language, 'en'>, () => Promise<AdminCatalogue>> = {
  bn: () => import('./bn').then((m) => m.bn),
};

async function ensureCatalogue(language: Language): Promise<void> {
  if (language === 'en' || adminI18n.hasResourceBundle(language, NAMESPACE)) return;
  adminI18n.addResourceBundle(language, NAMESPACE, await loaders[language]());
}

export async function initAdminI18n(language: Language = readLanguageCookie() ?? 'en'): Promise<void> {
  if (!adminI18n.isInitialized) {
    await adminI18n.use(initReactI18next).init({
      resources: { en: { [NAMESPACE]: en } },
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      partialBundledLanguages: true,
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en', 'bn'],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    adminI18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
      typeof value === 'number' ? formatNumber(value, toLanguage(lng)) : String(value),
    );
    adminI18n.on('languageChanged', (lng: string) => {
      if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(lng);
    });
  }
  await ensureCatalogue(language);
  await adminI18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the back office's language, for this and later visits (the `lang` cookie). */
export async function setAdminLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  await adminI18n.changeLanguage(language);
  writeLanguageCookie(language);
}

/** The back office's texts: `t` typed against en.ts. */
export const useAdminTranslation = () => useTranslation(NAMESPACE);
