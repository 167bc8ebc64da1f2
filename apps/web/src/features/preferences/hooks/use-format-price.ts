import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/format';
import { formatPrice } from '../utils/currency';
import { useCurrency } from './use-currency';

/** `(taka) => text` in the chosen currency and language; re-renders when either changes. */
export function useFormatPrice(): (taka: number) => string {
  const { i18n } = useTranslation();
  const [currency] = useCurrency();
  const language = toLanguage(i18n.language);
  return useCallback((taka: number) => formatPrice(taka, currency, language), [currency, language]);
}
