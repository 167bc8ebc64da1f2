import { toneClass, type Tone } from '../../../components/ui/tone';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, statusTone, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/shared';

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
export const isPaymentStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);

/** Catalogue keys of the checkout's payment methods (docs/product/orders.md), as stored on the order. */
export const PAYMENT_METHOD_KEYS: Record<PaymentMethod, 'cashOnDelivery' | 'creditCard' | 'debitCard' | 'bkash' | 'nagad'> = {
  'Cash On Delivery': 'cashOnDelivery',
  'Credit Card': 'creditCard',
  'Debit Card': 'debitCard',
  Bkash: 'bkash',
  Nagad: 'nagad',
};
export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);


/** docs/product/orders.md badge colours, through the shared statusTone. */
export const statusBadgeClass = (status: string) => toneClass(statusTone(status));
export { toneClass, type Tone };

/** Payment status colours follow the same reading: paid is done, rejected is a problem, pending waits. */
export function paymentTone(status: string): Tone {
  switch (status) {
    case 'paid':
      return 'green';
    case 'rejected':
      return 'red';
    case 'pending':
      return 'yellow';
    case 'submitted':
      return 'blue';
    default:
      return 'gray';
  }
}
