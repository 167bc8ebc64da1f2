import { z } from 'zod';
import { multiLine } from '../input/text';

/** Return policy (docs/product/returns-and-reviews.md): 7 days from delivery, items unused and in their original packaging. */
export const RETURN_WINDOW_DAYS = 7;

/** requested → approved | rejected; approved → refunded (decision 016). */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_MESSAGES = {
  reason: 'Please tell us why you are returning this item (3 to 500 characters).',
  order: 'Please choose the order of the item.',
  item: 'Please choose the item to return.',
  orderNotFound: 'Order not found.',
  itemNotFound: 'This item is not part of that order.',
  notDelivered: 'Only delivered orders can be returned.',
  windowClosed: `The return window of ${RETURN_WINDOW_DAYS} days has closed.`,
  alreadyRequested: 'A return has already been requested for this item.',
} as const;

/** POST /api/v1/returns (bearer): one item (order line) of one of the caller's delivered orders. */
export const CreateReturnInputSchema = z
  .object({
    order_id: z.uuid(RETURN_MESSAGES.order),
    order_line_id: z.uuid(RETURN_MESSAGES.item),
    reason: multiLine(RETURN_MESSAGES.reason).min(3, RETURN_MESSAGES.reason).max(500, RETURN_MESSAGES.reason),
  })
  .strict();
export type CreateReturnInput = z.infer<typeof CreateReturnInputSchema>;

/** A return as the returns screen lists it (docs/product/returns-and-reviews.md, Return record, plus where it came from). */
export const ReturnRecordSchema = z.object({
  id: z.string(),
  image: z.string(),
  name: z.string(),
  /** The Bengali name the line was ordered with; null where none was given. */
  name_bn: z.string().nullable(),
  /** ISO time the return was requested. */
  returnDate: z.string(),
  reason: z.string(),
  status: z.enum(RETURN_STATUSES),
  /** Staff's words with their decision (why a return was refused), as they wrote them; else null. */
  decision_reason: z.string().nullable(),
  order_id: z.string(),
  order_number: z.string(),
  order_line_id: z.string(),
  product_id: z.number().int(),
  size: z.string(),
  quantity: z.number().int(),
  /** Taka: what the shopper paid for the line (its share of any promo discount taken off). */
  amount: z.number(),
});
export type ReturnRecord = z.infer<typeof ReturnRecordSchema>;

/** GET /api/v1/returns (bearer): newest first. POST answers `{ return: ReturnRecord }`. */
export const ReturnListSchema = z.object({ returns: z.array(ReturnRecordSchema) });
export type ReturnList = z.infer<typeof ReturnListSchema>;
export const ReturnAnswerSchema = z.object({ return: ReturnRecordSchema });

/** An item the caller may still return: delivered, inside the window, not yet requested. */
export const ReturnableItemSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  order_line_id: z.string(),
  product_id: z.number().int(),
  name: z.string(),
  /** The Bengali name the line was ordered with; null where none was given. */
  name_bn: z.string().nullable(),
  image: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  delivered_at: z.string(),
  /** ISO time the window closes: delivered_at + 7 days. */
  return_by: z.string(),
});
export type ReturnableItem = z.infer<typeof ReturnableItemSchema>;

/** GET /api/v1/returns/returnable (bearer): soonest-closing window first. */
export const ReturnableListSchema = z.object({ items: z.array(ReturnableItemSchema) });
export type ReturnableList = z.infer<typeof ReturnableListSchema>;
