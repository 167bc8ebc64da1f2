import { useTranslation } from 'react-i18next';
import {
  ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, STATUS_WORDS, unpaidExpiryHoursOf, type OrderStatus, type PaymentMethod, type PaymentStatus,
} from '@shop/shared';

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);
const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/** Catalogue keys of the checkout's payment methods (docs/product/checkout.md), as stored on the order. */
const PAYMENT_METHOD_KEYS: Record<PaymentMethod, 'cashOnDelivery' | 'creditCard' | 'debitCard' | 'bkash' | 'nagad'> = {
  'Cash On Delivery': 'cashOnDelivery',
  'Credit Card': 'creditCard',
  'Debit Card': 'debitCard',
  Bkash: 'bkash',
  Nagad: 'nagad',
};

/**
 * An order's status, payment status and payment method in the shopper's language, the same on every screen
 * that shows an order; a value the shop does not know is shown as it came. A cancellation reason is shown as its
 * author wrote it, except the one the shop writes itself on an order unpaid in time, which is said in the language.
 */
export function useOrderLabels() {
  const { t } = useTranslation();
  return {
    status: (status: string) => (isOrderStatus(status) ? t(`${STATUS_WORDS.shop.order}.${status}`) : status),
    paymentStatus: (status: string) => (isPaymentStatus(status) ? t(`${STATUS_WORDS.shop.payment}.${status}`) : status),
    paymentMethod: (method: string) => (isPaymentMethod(method) ? t(`orderLabels.paymentMethods.${PAYMENT_METHOD_KEYS[method]}`) : method),
    cancelReason: (reason: string) => {
      const hours = unpaidExpiryHoursOf(reason);
      return hours === null ? reason : t('orderLabels.unpaidExpiryReason', { count: hours });
    },
  };
}
