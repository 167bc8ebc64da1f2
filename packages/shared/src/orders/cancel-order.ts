import { z } from 'zod';
import { multiLine } from '../input/text';
import { OrderSchema } from './order';

export const CANCEL_REASON_MESSAGE = 'Please tell us why you are cancelling (3 to 500 characters).';

/** POST /api/v1/orders/{id}/cancel (bearer). */
export const CancelOrderInputSchema = z
  .object({
    reason: multiLine(CANCEL_REASON_MESSAGE).min(3, CANCEL_REASON_MESSAGE).max(500, CANCEL_REASON_MESSAGE),
  })
  .strict();
export type CancelOrderInput = z.infer<typeof CancelOrderInputSchema>;

/** Order statuses a shopper may still cancel: nothing has left the warehouse yet (decision 015). */
export const CANCELLABLE_STATUSES = ['pending', 'confirmed', 'processing'] as const;

/**
 * GET /api/v1/orders/cancelled: full orders plus the cancellations screen's own fields
 * (docs/product/orders.md, Cancelled order), so either reading works.
 */
export const CancelledOrderSchema = OrderSchema.extend({
  requestedDate: z.string(),
  products: z.array(z.object({ id: z.number().int(), name: z.string(), name_bn: z.string().nullable(), qty: z.number().int(), image: z.string() })),
});
export type CancelledOrder = z.infer<typeof CancelledOrderSchema>;
export const CancelledOrderListSchema = z.object({ orders: z.array(CancelledOrderSchema) });
export type CancelledOrderList = z.infer<typeof CancelledOrderListSchema>;

/**
 * The reason the shop writes on an order it cancels by itself, unpaid after `hours` (decision 025). Stored in English
 * like every `cancel_reason`; screens and messages recognise it (`unpaidExpiryHoursOf`) and say it in the reader's
 * language, since no shopper typed it.
 */
export const unpaidExpiryReason = (hours: number) =>
  `Cancelled automatically: no payment arrived within ${hours} ${hours === 1 ? 'hour' : 'hours'}, so the items went back on sale.`;

const UNPAID_EXPIRY_REASON = /^Cancelled automatically: no payment arrived within (\d{1,5}) hours?, so the items went back on sale\.$/;

/** The hours of an unpaid-expiry reason written by `unpaidExpiryReason`; null for any other reason. */
export function unpaidExpiryHoursOf(reason: string | null | undefined): number | null {
  const match = UNPAID_EXPIRY_REASON.exec(reason ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The reason the shop writes on a high-risk cash order it cancels because the shopper did not confirm it by SMS code
 * in time (docs/decisions/075). Stored in English; screens recognise it and say it in the reader's language.
 */
export const COD_UNCONFIRMED_REASON = 'Cancelled automatically: the order was not confirmed with the SMS code in time, so the items went back on sale.';
