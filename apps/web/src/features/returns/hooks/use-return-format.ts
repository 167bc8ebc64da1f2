import { useTranslation } from 'react-i18next';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';

/** Dates ('Nov 22, 2026', docs/product/returns-and-reviews.md; Bengali months and digits in Bengali) and taka in the shopper's language. */
export function useReturnFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return {
    date: (iso: string) => formatDate(iso, language),
    taka: (amount: number) => formatTaka(amount, language),
  };
}
