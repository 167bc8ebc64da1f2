import { z } from 'zod';
import { multiLine } from '../input/text';
import { wholeNumberText } from '../input/whole-number';

/** Why staff refused a payment or a return: the shopper reads it as written (docs/product/back-office-payments-and-returns.md). */
export const DECISION_REASON_MESSAGE = 'Give a reason of 3 to 500 characters; the shopper reads it.';

export const DecisionReasonSchema = multiLine(DECISION_REASON_MESSAGE).min(3, DECISION_REASON_MESSAGE).max(500, DECISION_REASON_MESSAGE);

/** The body of a rejection: a reason is required. */
export const RejectInputSchema = z.object({ reason: DecisionReasonSchema }).strict();
export type RejectInput = z.infer<typeof RejectInputSchema>;

/** The body of an approval or a refund: an optional note, kept with the decision. */
export const DecisionNoteInputSchema = z.object({ reason: DecisionReasonSchema.optional() }).strict();
export type DecisionNoteInput = z.infer<typeof DecisionNoteInputSchema>;

/** `?page=&limit=` of a back-office queue: pages of 1 to 100 rows. */
export const queuePaging = {
  page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').max(100_000, 'page must be a whole number from 1.').default(1),
  limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 100.' }).int('limit must be a whole number from 1 to 100.').min(1, 'limit must be a whole number from 1 to 100.').max(100, 'limit must be a whole number from 1 to 100.').default(20),
};

/** The page of a queue that was answered, and how many rows match in all. */
export const QueuePageSchema = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });
export type QueuePage = z.infer<typeof QueuePageSchema>;

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 1000.';
/** A list query of the staff key's API (`/api/v1/staff/...`, decision 016): an optional status of `statuses`, and how many rows (newest first). */
export const listQuery = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z
    .object({
      status: z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}.` }).optional(),
      limit: wholeNumberText(LIMIT_MESSAGE, { max: 1000 }).default(20),
    })
    .strict();
