import { useTranslation } from 'react-i18next';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDay, isPaymentStatus, isProofMethod, ORDER_METHOD_KEYS } from '../utils/labels';

/**
 * Dates, taka and method names in the shopper's language. A manual payment is sent in taka, so amounts
 * stay in taka whatever currency the storefront shows.
 */
export function usePaymentFormat() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return {
    date: (value: string) => formatDay(value, language),
    taka: (amount: number) => formatTaka(amount, language),
    orderMethod: (method: string) => {
      const key = ORDER_METHOD_KEYS[method];
      return key ? t(`payments.orderMethods.${key}`) : method;
    },
    proofMethod: (method: string) => (isProofMethod(method) ? t(`payments.methods.${method}`) : method),
    paymentStatus: (status: string) => (isPaymentStatus(status) ? t(`payments.paymentStatus.${status}`) : status),
  };
}
