import { useTranslation } from 'react-i18next';
import { formatDecimal, formatNumber, toLanguage } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';

/** Review dates, ratings (an average such as 4.3, with one decimal) and counts in the shopper's language. */
export function useReviewFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return {
    date: (iso: string) => formatDate(iso, language),
    rating: (value: number) => formatDecimal(value, language, 1),
    number: (value: number) => formatNumber(value, language),
  };
}
