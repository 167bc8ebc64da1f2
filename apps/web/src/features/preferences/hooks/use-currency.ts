import { useStoredChoice } from '../../../lib/use-stored-choice';
import { CURRENCIES, CURRENCY_KEY, DEFAULT_CURRENCY } from '../utils/options';

/** The display currency, remembered across visits and shared by every price on the page. */
export function useCurrency() {
  return useStoredChoice(CURRENCY_KEY, CURRENCIES, DEFAULT_CURRENCY);
}
