import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, statusTone, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/shared';

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
export const isPaymentStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);

/** Catalogue keys of the checkout's payment methods (accounts spec §5), as stored on the order. */
export const PAYMENT_METHOD_KEYS: Record<PaymentMethod, 'cashOnDelivery' | 'creditCard' | 'debitCard' | 'bkash' | 'nagad'> = {
  'Cash On Delivery': 'cashOnDelivery',
  'Credit Card': 'creditCard',
  'Debit Card': 'debitCard',
  Bkash: 'bkash',
  Nagad: 'nagad',
};
export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

const TONES = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-200',
  gray: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;
export type Tone = keyof typeof TONES;

/** accounts spec §4 badge colours, through the shared statusTone. */
export const toneClass = (tone: Tone) => TONES[tone];
export const statusBadgeClass = (status: string) => TONES[statusTone(status)];

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
