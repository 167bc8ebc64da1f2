import { z } from 'zod';
import { singleLine } from '../input/text';
import { QueuePageSchema, queuePaging } from '../admin/decision-reason';
import { BookableCourierSchema } from './couriers';

/*
 * Parcel labels and the cash couriers pay out (issue 25, docs/decisions/078). Amounts on the wire are taka with
 * poisha as decimals, as in the rest of the back office; the database keeps integer poisha.
 */

/** The most labels one request may ask for (one print run). */
export const MAX_LABELS = 50;
export const LABEL_SIZES = ['a6', '4x6'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

/** GET /admin/labels?orders=BZ-…,BZ-… */
export const LabelQuerySchema = z
  .object({
    orders: singleLine()
      .min(1, 'Give at least one order number.')
      .max(MAX_LABELS * 40, `At most ${MAX_LABELS} orders at once.`)
      .transform((text) => [...new Set(text.split(',').map((part) => part.trim().toUpperCase()).filter(Boolean))])
      .pipe(z.array(z.string().max(40)).min(1, 'Give at least one order number.').max(MAX_LABELS, `At most ${MAX_LABELS} orders at once.`)),
  })
  .strict();

export const ParcelLabelSchema = z.object({
  order_number: z.string(),
  courier: BookableCourierSchema,
  consignment_id: z.string(),
  tracking_code: z.string().nullable(),
  tracking_url: z.string().nullable(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  recipient_address: z.string(),
  /** Taka to collect at the door; 0 when the order was paid online. */
  cod_amount: z.number(),
  weight_grams: z.number(),
  note: z.string().nullable(),
});
export type ParcelLabel = z.infer<typeof ParcelLabelSchema>;
/** The labels in the order asked; `missing` the order numbers with no booked parcel (unknown, not booked, refused). */
export const LabelAnswerSchema = z.object({ labels: z.array(ParcelLabelSchema), missing: z.array(z.string()) });
export type LabelAnswer = z.infer<typeof LabelAnswerSchema>;

/** One courier's cash: what its delivered parcels collected, less its charges, against what it paid out. */
export const CourierCashSchema = z.object({
  courier: BookableCourierSchema,
  /** Delivered and partly delivered parcels. */
  parcels: z.number(),
  collected: z.number(),
  charges: z.number(),
  /** collected − charges: what the courier owes the shop for them. */
  due: z.number(),
  /** Sum of the payouts recorded. */
  paid_out: z.number(),
  /** Of `due`, the part of parcels no payout covers yet. */
  awaiting: z.number(),
  awaiting_parcels: z.number(),
  /** paid_out − (due − awaiting): not 0 when a payout's amount differs from the parcels it covers. */
  difference: z.number(),
});
export type CourierCash = z.infer<typeof CourierCashSchema>;

export const CourierCashAnswerSchema = z.object({
  couriers: z.array(CourierCashSchema),
  /** Steadfast's own balance (read from its API, taka); null when Steadfast is off or did not answer. */
  steadfast_balance: z.number().nullable(),
});
export type CourierCashAnswer = z.infer<typeof CourierCashAnswerSchema>;

export const PAYOUT_SOURCES = ['report', 'csv', 'hand'] as const;
export const CourierPayoutSchema = z.object({
  id: z.string(),
  courier: BookableCourierSchema,
  reference: z.string(),
  amount: z.number(),
  paid_on: z.string(),
  source: z.enum(PAYOUT_SOURCES),
  note: z.string().nullable(),
  parcels: z.number(),
  created_by: z.string(),
  created_at: z.string(),
});
export type CourierPayout = z.infer<typeof CourierPayoutSchema>;

/** GET /admin/courier-payouts?courier=&page=&limit= (newest first). */
export const CourierPayoutQuerySchema = z
  .object({ courier: BookableCourierSchema.optional(), ...queuePaging })
  .strict();
export type CourierPayoutQuery = z.infer<typeof CourierPayoutQuerySchema>;
export const CourierPayoutListSchema = z.object({ payouts: z.array(CourierPayoutSchema) }).extend(QueuePageSchema.shape);
export type CourierPayoutList = z.infer<typeof CourierPayoutListSchema>;

/** POST /admin/courier-payouts: a payout typed by staff, with the parcels it covers (consignment ids or invoices). */
export const HandPayoutInputSchema = z
  .object({
    courier: BookableCourierSchema,
    reference: singleLine().min(1, "Give the courier's reference of the payment.").max(80, 'The reference must be at most 80 characters.'),
    amount: z.number({ error: 'Amount must be in taka.' }).min(0, 'Amount cannot be negative.').max(100_000_000, 'Amount is too large.'),
    paid_on: z.iso.date({ error: 'Use a date such as 2026-11-25.' }),
    parcels: z.array(singleLine().min(1).max(80)).min(1, 'Name at least one parcel (consignment id or invoice).').max(2000, 'At most 2000 parcels in one payout.'),
    note: singleLine().max(300, 'The note must be at most 300 characters.').optional(),
  })
  .strict();
export type HandPayoutInput = z.infer<typeof HandPayoutInputSchema>;

/** POST /admin/courier-payouts/import?courier=… with a CSV body. */
export const PayoutImportQuerySchema = z.object({ courier: BookableCourierSchema }).strict();
export const PayoutRowErrorSchema = z.object({ row: z.number(), message: z.string() });
export type PayoutRowError = z.infer<typeof PayoutRowErrorSchema>;
export const PayoutImportAnswerSchema = z.object({
  /** Payouts stored by this upload; one already recorded with the same parcels is `unchanged`. */
  recorded: z.array(z.string()),
  unchanged: z.array(z.string()),
  parcels: z.number(),
});
export type PayoutImportAnswer = z.infer<typeof PayoutImportAnswerSchema>;

/** GET /admin/courier-cash/awaiting?courier=&page=&limit=: delivered parcels whose cash has not arrived, oldest first. */
export const AwaitingCashQuerySchema = CourierPayoutQuerySchema;
export const AwaitingParcelSchema = z.object({
  order_number: z.string(),
  courier: BookableCourierSchema,
  consignment_id: z.string().nullable(),
  invoice: z.string(),
  state: z.enum(['delivered', 'partly_delivered']),
  collected: z.number(),
  charge: z.number(),
  due: z.number(),
  delivered_at: z.string().nullable(),
  days_since_delivery: z.number().nullable(),
});
export type AwaitingParcel = z.infer<typeof AwaitingParcelSchema>;
export const AwaitingCashListSchema = z.object({ parcels: z.array(AwaitingParcelSchema) }).extend(QueuePageSchema.shape);
export type AwaitingCashList = z.infer<typeof AwaitingCashListSchema>;
