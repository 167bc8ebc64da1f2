import { z } from 'zod';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from '../account/phone';
import { singleLine } from '../input/text';
import { dhakaDate } from '../bangladesh-time';
import { toPoisha } from '../money';
import { OrderSchema } from './order';
import { MAX_ORDER_TOTAL_TAKA } from './place-order';

/** Ways a manual payment reaches the shop (docs/product/payments.md), as sent and stored. */
export const PROOF_METHODS = ['bkash', 'nagad', 'rocket', 'bank'] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];
/** Mobile wallets: the sender number is the wallet's phone number. */
export const WALLET_METHODS: readonly ProofMethod[] = ['bkash', 'nagad', 'rocket'];

export const PROOF_STATUSES = ['submitted', 'paid', 'rejected'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/**
 * Screenshot limits (decision 019): bytes after base64 decoding, and pixels read from the image header; the
 * server also bounds the decoded bitmap's bytes (PAYMENT_PROOF_MAX_DECODED_MB, decision 025).
 */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_MAX_PIXELS = 40_000_000;
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/** Texts of the payment-proof rules (docs/product/payments.md), shown as written. */
export const PAYMENT_PROOF_MESSAGES = {
  transactionIdRequired: 'Transaction ID is required',
  transactionIdInvalid: 'Transaction ID must be 4 to 40 letters, digits or dashes.',
  methodRequired: 'Payment Method is required',
  amountPositive: 'Amount must be greater than 0',
  amountInvalid: 'Amount must be in taka with at most 2 decimals.',
  amountTooLarge: 'Amount is larger than any order.',
  screenshotRequired: 'Screenshot is required',
  screenshotUnreadable: 'Failed to process image',
  screenshotType: 'The screenshot must be a PNG, JPEG or WebP image.',
  screenshotTooLarge: 'The screenshot must be at most 5 MB.',
  screenshotTooManyPixels: 'This image is too large to process. Please send a phone screenshot or a smaller picture.',
  senderNumberRequired: 'Sender Number is required',
  senderNumberInvalid: BD_PHONE_MESSAGE,
  senderNumberTooLong: 'Sender Number must be at most 40 characters.',
  senderNameRequired: 'Sender Name is required',
  senderNameTooLong: 'Sender Name must be at most 100 characters.',
  paymentDateRequired: 'Payment Date is required',
  paymentDateInvalid: 'Payment Date must be a real date (YYYY-MM-DD).',
  paymentDateFuture: 'Payment Date cannot be in the future.',
  paymentDateBeforeOrder: 'Payment Date cannot be before the order was placed.',
} as const;
export type PaymentProofMessageKey = keyof typeof PAYMENT_PROOF_MESSAGES;
const M = PAYMENT_PROOF_MESSAGES;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Why a payment date cannot be right for an order placed at `orderCreatedAt`, or null. */
export function paymentDateProblem(value: string, orderCreatedAt: string | Date, now: Date = new Date()): PaymentProofMessageKey | null {
  if (value > dhakaDate(now)) return 'paymentDateFuture';
  if (value < dhakaDate(orderCreatedAt)) return 'paymentDateBeforeOrder';
  return null;
}

const required = (message: string) => singleLine(message).min(1, message);

/** Taka as a number (or a numeric text, as forms hold it); at most 2 decimals. */
const AmountSchema = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)], { error: M.amountPositive })
  .pipe(
    z
      .number()
      .refine(Number.isFinite, M.amountPositive)
      .refine((taka) => taka > 0, M.amountPositive)
      .refine((taka) => taka <= MAX_ORDER_TOTAL_TAKA, M.amountTooLarge)
      .refine((taka) => Math.abs(toPoisha(taka) - taka * 100) < 1e-6, M.amountInvalid),
  );

const senderParts = z.object({
  payment_method: z.enum(PROOF_METHODS),
  sender_number: singleLine().min(1),
});

/**
 * POST /api/v1/orders/{id}/payment-proof (bearer), docs/product/payments.md. The screenshot is a base64 data URL
 * (`data:image/png;base64,…`, as the old client sent it) or bare base64; the server checks the bytes.
 */
export const PaymentProofInputSchema = z
  .object({
    transaction_id: required(M.transactionIdRequired).regex(TRANSACTION_ID_PATTERN, M.transactionIdInvalid),
    payment_method: z.enum(PROOF_METHODS, { error: M.methodRequired }),
    amount: AmountSchema,
    // Not text: base64 the server decodes and checks as an image; the string itself is never stored.
    screenshot: z.string({ error: M.screenshotRequired }).trim().min(1, M.screenshotRequired),
    sender_number: required(M.senderNumberRequired).max(40, M.senderNumberTooLong),
    sender_name: required(M.senderNameRequired).max(100, M.senderNameTooLong),
    payment_date: required(M.paymentDateRequired).refine(isRealDate, M.paymentDateInvalid),
  })
  .strict()
  // A wallet sender is a Bangladeshi mobile number; a bank sender is an account number or name. Checked
  // even while other fields are wrong, so the form shows every problem at once.
  .refine((input) => !WALLET_METHODS.includes(input.payment_method) || normaliseBdPhone(input.sender_number) !== null, {
    path: ['sender_number'],
    message: M.senderNumberInvalid,
    when: (payload) => senderParts.safeParse(payload.value).success,
  })
  .transform((input) => {
    const phone = WALLET_METHODS.includes(input.payment_method) ? normaliseBdPhone(input.sender_number) : null;
    return { ...input, sender_number: phone ?? input.sender_number };
  });
export type PaymentProofInput = z.input<typeof PaymentProofInputSchema>;
export type PaymentProofData = z.output<typeof PaymentProofInputSchema>;

/** A payment proof as answered; amount in taka. The screenshot is only reachable with the owner's token. */
export const PaymentProofSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  transaction_id: z.string(),
  payment_method: z.enum(PROOF_METHODS),
  amount: z.number(),
  sender_number: z.string(),
  sender_name: z.string(),
  payment_date: z.string(),
  status: z.enum(PROOF_STATUSES),
  /** Staff's reason when they refused the proof, as they wrote it; else null. */
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  screenshot_url: z.string(),
});
export type PaymentProof = z.infer<typeof PaymentProofSchema>;
/** GET /api/v1/orders/{id}/payment-proofs: newest first. */
export const PaymentProofListSchema = z.object({ proofs: z.array(PaymentProofSchema) });
export type PaymentProofList = z.infer<typeof PaymentProofListSchema>;
/** POST /orders/{id}/payment-proof: the proof and the order, now 'submitted'. */
export const PaymentProofAnswerSchema = z.object({ proof: PaymentProofSchema, order: OrderSchema });
