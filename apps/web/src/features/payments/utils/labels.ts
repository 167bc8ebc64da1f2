import { PAYMENT_STATUSES, PROOF_METHODS, type PaymentStatus, type ProofMethod } from '@shop/shared';
import type { Language } from '../../../lib/format';

export const isPaymentStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);
export const isProofMethod = (value: string): value is ProofMethod => (PROOF_METHODS as readonly string[]).includes(value);

/** Catalogue keys of the checkout's payment methods, as stored on the order. */
export const ORDER_METHOD_KEYS: Record<string, 'cashOnDelivery' | 'creditCard' | 'debitCard' | 'bkash' | 'nagad'> = {
  'Cash On Delivery': 'cashOnDelivery',
  'Credit Card': 'creditCard',
  'Debit Card': 'debitCard',
  Bkash: 'bkash',
  Nagad: 'nagad',
};

const TONES = {
  pending: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  submitted: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  paid: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  refunded: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;

/** Same reading as the orders screen: paid is done, rejected a problem, pending waits, submitted is with us. */
export const paymentStatusClass = (status: string) => (isPaymentStatus(status) ? TONES[status] : TONES.refunded);

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** 'Nov 22, 2026' (docs/product/payments.md order dates), Bengali months and digits in Bengali; days in Bangladesh time. */
export function formatDay(value: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Dhaka' });
    dateFormats.set(language, format);
  }
  // A bare YYYY-MM-DD (a payment date) is that day in Bangladesh, not midnight UTC.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+06:00` : value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
}

/** '1.2 MB', '820 KB': file sizes as people read them. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
