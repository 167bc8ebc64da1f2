import 'i18next';
import type { en as adminEn } from '../admin/i18n/en';
import type { en } from './locales/en';

// Typed keys: t('header.serchPlaceholder') is a compile error, not a blank on screen. The back office's texts are
// the `admin` namespace of its own i18next instance (src/admin/i18n, docs/decisions/038); the shop never loads them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; admin: typeof adminEn };
  }
}
