import { useTranslation } from 'react-i18next';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useOrderLabels } from '../../../lib/order-labels';

/**
 * Dates, taka, payment methods and the shop's own cancellation reason in the shopper's language. Orders are charged in taka, so amounts stay
 * in taka whatever currency the storefront shows.
 */
export function useOrderFormat() {
  const { i18n } = useTranslation();
  const labels = useOrderLabels();
  const language = toLanguage(i18n.language);
  return {
    date: (iso: string) => formatDate(iso, language),
    taka: (amount: number) => formatTaka(amount, language),
    method: labels.paymentMethod,
    cancelReason: labels.cancelReason,
  };
}
