import { z } from 'zod';
import { RETURN_STATUSES } from '../returns/return-request';
import { listQuery, queuePaging, QueuePageSchema } from './decision-reason';

/** The returns queue of the back office at /admin/returns (docs/product/back-office-payments-and-returns.md). Taka, ISO times. */

/** GET /admin/returns?status=&page=&limit=: `requested` (the default) oldest first, the others newest first. */
export const AdminReturnQuerySchema = z
  .object({
    status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(', ')}.` }).default('requested'),
    ...queuePaging,
  })
  .strict();
export type AdminReturnQuery = z.infer<typeof AdminReturnQuerySchema>;

export const AdminReturnSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  image: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Unit price paid (taka). */
  price: z.number(),
  /** What a refund gives back: the line less its share of any promo discount (taka). */
  refund_amount: z.number(),
  /** The shopper's words. */
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  /** Staff's words with the decision; the shopper reads them. */
  decision_reason: z.string().nullable(),
  requested_at: z.string(),
  updated_at: z.string(),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;

export const AdminReturnListSchema = z.object({ returns: z.array(AdminReturnSchema) }).extend(QueuePageSchema.shape);
export type AdminReturnList = z.infer<typeof AdminReturnListSchema>;

/** POST /admin/returns/{id}/approve, /reject and /refund answer the return as it now stands. */
export const AdminReturnAnswerSchema = z.object({ return: AdminReturnSchema });
export type AdminReturnAnswer = z.infer<typeof AdminReturnAnswerSchema>;

// The staff key's API, `/api/v1/staff/...` (decision 016): what `npm run staff` does over HTTP for the staff tool
// talking to a running shop. Authorization: `Staff <key>`. The same workflows answer it and the back office.

export const STAFF_RETURN_ACTIONS = ['approve', 'reject', 'refund'] as const;

/** GET /staff/returns?status=&limit= answers `{ returns: ReturnRecord[] }` (ReturnListSchema), every shopper's. */
export const StaffReturnQuerySchema = listQuery(RETURN_STATUSES);

/** POST /staff/returns/{return_id} */
export const StaffReturnInputSchema = z
  .object({ action: z.enum(STAFF_RETURN_ACTIONS, { error: 'action must be approve, reject or refund.' }) })
  .strict();

export const StaffReturnChangeSchema = z.object({ return_id: z.string(), from: z.string(), to: z.string() });
export type StaffReturnChange = z.infer<typeof StaffReturnChangeSchema>;
