import { useTranslation } from 'react-i18next';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatOrderDate } from '../utils/order-date';
import { isPaymentMethod, PAYMENT_METHOD_KEYS } from '../utils/order-labels';

/**
 * Dates, taka and payment methods in the shopper's language. Orders are charged in taka, so amounts stay
 * in taka whatever currency the storefront shows.
 */
export function useOrderFormat() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return {
    date: (iso: string) => formatOrderDate(iso, language),
    taka: (amount: number) => formatTaka(amount, language),
    method: (method: string) => (isPaymentMethod(method) ? t(`orders.paymentMethods.${PAYMENT_METHOD_KEYS[method]}`) : method),
  };
}
