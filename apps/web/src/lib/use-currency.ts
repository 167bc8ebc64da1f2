import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, CURRENCY_KEY, DEFAULT_CURRENCY, formatPrice } from './currency';
import { toLanguage } from './format';
import { useStoredChoice } from './use-stored-choice';

/** The display currency, remembered across visits and shared by every price on the page. */
export function useCurrency() {
  return useStoredChoice(CURRENCY_KEY, CURRENCIES, DEFAULT_CURRENCY);
}

/** `(taka) => text` in the chosen currency and language; re-renders when either changes. */
export function useFormatPrice(): (taka: number) => string {
  const { i18n } = useTranslation();
  const [currency] = useCurrency();
  const language = toLanguage(i18n.language);
  return useCallback((taka: number) => formatPrice(taka, currency, language), [currency, language]);
}
