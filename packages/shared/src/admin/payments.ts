import { z } from 'zod';
import { singleLine } from '../input/text';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/order';
import { PaymentProofSchema, PROOF_METHODS, PROOF_STATUSES } from '../orders/payment-proof';
import { listQuery, queuePaging, QueuePageSchema } from './decision-reason';

/**
 * The payment-proof queue of the back office at /admin/payments (docs/product/back-office-payments-and-returns.md).
 * Money in taka, times as ISO strings.
 */

/** GET /admin/payment-proofs?status=&q=&page=&limit=: `submitted` (the default) oldest first, the others newest first. */
export const AdminProofQuerySchema = z
  .object({
    status: z.enum(PROOF_STATUSES, { error: `status must be one of ${PROOF_STATUSES.join(', ')}.` }).default('submitted'),
    /** Part of an order number, a transaction ID, a sender's number or name. */
    q: singleLine().max(60, 'Search with at most 60 characters.').optional(),
    ...queuePaging,
  })
  .strict();
export type AdminProofQuery = z.infer<typeof AdminProofQuerySchema>;

/** Another proof that gave the same transaction ID, for another order: a mistake, or the same payment sent twice. */
export const ProofDuplicateSchema = z.object({
  proof_id: z.string(),
  order_number: z.string(),
  status: z.enum(PROOF_STATUSES),
  payment_method: z.enum(PROOF_METHODS),
});
export type ProofDuplicate = z.infer<typeof ProofDuplicateSchema>;

export const AdminProofSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  order_payment_status: z.enum(PAYMENT_STATUSES),
  /** What the order asks for (taka). */
  order_total: z.number(),
  /** What the shopper says they sent (taka). */
  amount: z.number(),
  /** The amount sent is not the order's total. */
  amount_mismatch: z.boolean(),
  payment_method: z.enum(PROOF_METHODS),
  sender_number: z.string(),
  sender_name: z.string(),
  transaction_id: z.string(),
  payment_date: z.string(),
  submitted_at: z.string(),
  status: z.enum(PROOF_STATUSES),
  reject_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** GET /admin/payment-proofs/{id}/screenshot, or null when the file was removed (a refused proof the shopper paid again). */
  screenshot_url: z.string().nullable(),
  /** Other proofs with the same transaction ID for other orders, any method and status. */
  duplicates: z.array(ProofDuplicateSchema),
});
export type AdminProof = z.infer<typeof AdminProofSchema>;

export const AdminProofListSchema = z.object({ proofs: z.array(AdminProofSchema) }).extend(QueuePageSchema.shape);
export type AdminProofList = z.infer<typeof AdminProofListSchema>;

/** POST /admin/payment-proofs/{id}/approve and /reject answer the proof as it now stands. */
export const AdminProofAnswerSchema = z.object({ proof: AdminProofSchema });
export type AdminProofAnswer = z.infer<typeof AdminProofAnswerSchema>;


// The staff key's API, `/api/v1/staff/...` (decision 016): what `npm run staff` does over HTTP for the staff tool
// talking to a running shop. Authorization: `Staff <key>`. The same workflows answer it and the back office.

export const STAFF_PAYMENT_DECISIONS = ['paid', 'rejected'] as const;

/** GET /staff/payment-proofs?status=&limit= */
export const StaffPaymentProofQuerySchema = listQuery(PROOF_STATUSES);

/** POST /staff/orders/{order_number}/payment */
export const StaffPaymentInputSchema = z
  .object({ status: z.enum(STAFF_PAYMENT_DECISIONS, { error: 'status must be paid or rejected.' }) })
  .strict();

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

/** A payment proof as staff see it: with its order's number, without the screenshot (the shopper's token opens it). */
export const StaffPaymentProofSchema = PaymentProofSchema.omit({ screenshot_url: true }).extend({
  order_number: z.string(),
  /** A cancelled order's proof is still checked: it decides whether money is owed back (decision 015). */
  order_status: z.enum(ORDER_STATUSES),
});
export type StaffPaymentProof = z.infer<typeof StaffPaymentProofSchema>;
export const StaffPaymentProofListSchema = z.object({ payment_proofs: z.array(StaffPaymentProofSchema) });
export type StaffPaymentProofList = z.infer<typeof StaffPaymentProofListSchema>;
