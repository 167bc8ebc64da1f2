import { useTranslation } from 'react-i18next';
import { formatNumber, toLanguage } from '../../../lib/format';
import { formatRating, formatReviewDate } from '../utils/review-format';

/** Review dates and ratings in the shopper's language. */
export function useReviewFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return {
    date: (iso: string) => formatReviewDate(iso, language),
    rating: (value: number) => formatRating(value, language),
    number: (value: number) => formatNumber(value, language),
  };
}
