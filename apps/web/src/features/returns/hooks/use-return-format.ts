import { useTranslation } from 'react-i18next';
import { formatTaka, toLanguage } from '../../../lib/format';

const dates = new Map<string, Intl.DateTimeFormat>();

/** Dates ('Nov 22, 2026', docs/product/returns-and-reviews.md; Bengali months and digits in Bengali) and taka in the shopper's language. */
export function useReturnFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return {
    date: (iso: string) => {
      let format = dates.get(language);
      if (!format) {
        format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Dhaka' });
        dates.set(language, format);
      }
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    },
    taka: (amount: number) => formatTaka(amount, language),
  };
}
