import 'i18next';
import type { en as adminEn } from '../admin/i18n/en';
import type { en } from './locales/en';
import type { PageHeadTexts } from './page-heads';

// Typed keys: t('header.serchPlaceholder') is a compile error, not a blank on screen. The back office's texts are
// the `admin` namespace of its own i18next instance (src/admin/i18n, docs/decisions/038); the shop never loads them.
// A drawn page's head texts are the `pageHead` namespace, which only the server's renderer loads (i18n/page-heads.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; admin: typeof adminEn; pageHead: PageHeadTexts };
  }
}
