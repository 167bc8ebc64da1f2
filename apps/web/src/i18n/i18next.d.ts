import 'i18next';
import type { en } from './locales/en';

// Typed keys: t('header.serchPlaceholder') is a compile error, not a blank on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
