import { z } from 'zod';
import { multiLine, singleLine } from '../input/text';
import { wholeNumber, wholeNumberText } from '../input/whole-number';
import { PROMO_KINDS } from '../promo/discount';
import { ORDER_STATUSES, OrderSchema, PAYMENT_STATUSES } from '../orders/order';
import { PaymentProofSchema, PROOF_STATUSES } from '../orders/payment-proof';
import { RETURN_STATUSES } from '../returns/return-request';
import { SHIPMENT_MESSAGES, ShipmentFieldsSchema, shipmentProblems } from '../orders/shipment';

/**
 * The staff scope `/api/v1/staff/...` (decision 016): what `npm run staff` does, over HTTP, for the staff
 * tool talking to a running shop. Authorization: `Staff <key>`. Money in taka, times as ISO strings.
 */

export const STAFF_PAYMENT_DECISIONS = ['paid', 'rejected'] as const;
export const STAFF_RETURN_ACTIONS = ['approve', 'reject', 'refund'] as const;
export const STAFF_CANCEL_REASON_MESSAGE = 'Cancelling needs a reason (3 to 500 characters); the shopper sees it.';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 1000.';
/** A list query: an optional status of `statuses`, and how many rows (newest first). */
const listQuery = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z
    .object({
      status: z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}.` }).optional(),
      limit: wholeNumberText(LIMIT_MESSAGE, { max: 1000 }).default(20),
    })
    .strict();

/** GET /staff/orders?status=&limit= */
export const StaffOrderQuerySchema = listQuery(ORDER_STATUSES);

/** GET /staff/returns?status=&limit= answers `{ returns: ReturnRecord[] }` (ReturnListSchema), every shopper's. */
export const StaffReturnQuerySchema = listQuery(RETURN_STATUSES);

/** GET /staff/payment-proofs?status=&limit= */
export const StaffPaymentProofQuerySchema = listQuery(PROOF_STATUSES);

/** The `{order_number}` of the staff order routes: one line of text; an unknown number is a 404. */
export const StaffOrderParamsSchema = z
  .object({ orderNumber: singleLine('Give an order number such as BZ-2611-48213907.').min(1, 'Give an order number such as BZ-2611-48213907.').max(40, 'Give an order number such as BZ-2611-48213907.') })
  .strict();

/**
 * POST /staff/orders/{order_number}/status; cancelling goes through the shopper's cancel workflow. Shipping
 * takes the courier and a tracking number or link (docs/decisions/045), and only shipping does.
 */
export const StaffOrderStatusInputSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}.` }),
    reason: multiLine(STAFF_CANCEL_REASON_MESSAGE).min(3, STAFF_CANCEL_REASON_MESSAGE).max(500, STAFF_CANCEL_REASON_MESSAGE).optional(),
    ...ShipmentFieldsSchema.shape,
  })
  .strict()
  .refine((input) => input.status !== 'cancelled' || input.reason !== undefined, { message: STAFF_CANCEL_REASON_MESSAGE, path: ['reason'] })
  .superRefine((input, ctx) => {
    const given = input.courier !== undefined || input.courier_name !== undefined || input.tracking_number !== undefined || input.tracking_url !== undefined;
    if (input.status !== 'shipped') {
      if (given) ctx.addIssue({ code: 'custom', message: SHIPMENT_MESSAGES.shipmentOnlyShipped, path: ['courier'] });
      return;
    }
    for (const [path, message] of Object.entries(shipmentProblems(input))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });
export type StaffOrderStatusInput = z.infer<typeof StaffOrderStatusInputSchema>;

/** POST /staff/orders/{order_number}/payment */
export const StaffPaymentInputSchema = z
  .object({ status: z.enum(STAFF_PAYMENT_DECISIONS, { error: 'status must be paid or rejected.' }) })
  .strict();

/** POST /staff/returns/{return_id} */
export const StaffReturnInputSchema = z
  .object({ action: z.enum(STAFF_RETURN_ACTIONS, { error: 'action must be approve, reject or refund.' }) })
  .strict();

const MAX_TAKA = 10_000_000;
/** Taka with at most two decimals (whole poisha); also the back office's promo changes. */
export const takaField = (name: string, min: 'positive' | 'zero') =>
  z
    .number({ error: `${name} must be an amount in taka.` })
    .refine((v) => (min === 'positive' ? v > 0 : v >= 0), `${name} must be ${min === 'positive' ? 'more than' : 'at least'} 0.`)
    .refine((v) => v <= MAX_TAKA, `${name} must be at most ${MAX_TAKA} taka.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${name} must have at most two decimals.`);
export const wholeField = (name: string, min: number, max: number) => wholeNumber(`${name} must be a whole number from ${min} to ${max}.`, { min, max });
export const momentField = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be a date and time such as 2026-12-31T18:00:00Z.` });

/** POST /staff/promo-codes: exactly one of percent or fixed (taka). */
export const StaffPromoInputSchema = z
  .object({
    code: z.string({ error: 'A promo code is 3 to 40 letters, digits, - or _.' }).regex(/^[A-Za-z0-9_-]{3,40}$/, 'A promo code is 3 to 40 letters, digits, - or _.'),
    percent: wholeField('percent', 1, 100).optional(),
    fixed: takaField('fixed', 'positive').optional(),
    min_order: takaField('min_order', 'zero').optional(),
    starts_at: momentField('starts_at').optional(),
    expires_at: momentField('expires_at').optional(),
    max_uses: wholeField('max_uses', 1, 10_000_000).optional(),
    max_uses_per_user: wholeField('max_uses_per_user', 1, 1000).optional(),
  })
  .strict()
  .refine((p) => (p.percent === undefined) !== (p.fixed === undefined), { message: 'Give exactly one of percent or fixed.', path: ['percent'] })
  .refine((p) => !p.starts_at || !p.expires_at || Date.parse(p.expires_at) > Date.parse(p.starts_at), { message: 'expires_at must be after starts_at.', path: ['expires_at'] });
export type StaffPromoInput = z.infer<typeof StaffPromoInputSchema>;

// Answers

export const StaffOrderAnswerSchema = z.object({ order: OrderSchema });

export const StaffOrderStatusChangeSchema = z.object({
  order_number: z.string(),
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  /** Taka owed back to the shopper; only for a cancellation. */
  refund_amount: z.number().nullable(),
});
export type StaffOrderStatusChange = z.infer<typeof StaffOrderStatusChangeSchema>;

export const StaffPaymentChangeSchema = z.object({
  order_number: z.string(),
  from: z.enum(PAYMENT_STATUSES),
  /** The order's payment status after: the decision, or `refunded` for a cancelled order whose proof proved paid. */
  to: z.enum(PAYMENT_STATUSES),
  /** Whether the order had a payment proof, which took the decision as its status. */
  proof_updated: z.boolean(),
  /** For a cancelled order, what is owed back to the shopper after the decision (taka); else null. */
  refund_amount: z.number().nullable(),
});
export type StaffPaymentChange = z.infer<typeof StaffPaymentChangeSchema>;

export const StaffReturnChangeSchema = z.object({ return_id: z.string(), from: z.string(), to: z.string() });
export type StaffReturnChange = z.infer<typeof StaffReturnChangeSchema>;

/** A payment proof as staff see it: with its order's number, without the screenshot (the shopper's token opens it). */
export const StaffPaymentProofSchema = PaymentProofSchema.omit({ screenshot_url: true }).extend({
  order_number: z.string(),
  /** A cancelled order's proof is still checked: it decides whether money is owed back (decision 015). */
  order_status: z.enum(ORDER_STATUSES),
});
export type StaffPaymentProof = z.infer<typeof StaffPaymentProofSchema>;
export const StaffPaymentProofListSchema = z.object({ payment_proofs: z.array(StaffPaymentProofSchema) });
export type StaffPaymentProofList = z.infer<typeof StaffPaymentProofListSchema>;

export const StaffPromoSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent, or taka for fixed codes. */
  value: z.number(),
  min_order: z.number(),
  used_count: z.number().int(),
  max_uses: z.number().int().nullable(),
  max_uses_per_user: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
});
export type StaffPromo = z.infer<typeof StaffPromoSchema>;
export const StaffPromoAnswerSchema = z.object({ promo_code: StaffPromoSchema });
export const StaffPromoListSchema = z.object({ promo_codes: z.array(StaffPromoSchema) });
export type StaffPromoList = z.infer<typeof StaffPromoListSchema>;
