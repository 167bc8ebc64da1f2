import { useTranslation } from 'react-i18next';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useOrderLabels } from '../../../lib/order-labels';
import { isProofMethod } from '../utils/labels';

/**
 * Dates, taka and method names in the shopper's language. A manual payment is sent in taka, so amounts
 * stay in taka whatever currency the storefront shows.
 */
export function usePaymentFormat() {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  const language = toLanguage(i18n.language);
  return {
    date: (value: string) => formatDate(value, language),
    taka: (amount: number) => formatTaka(amount, language),
    orderMethod: labels.paymentMethod,
    proofMethod: (method: string) => (isProofMethod(method) ? t(`payments.methods.${method}`) : method),
  };
}
