import { z } from 'zod';

/**
 * The parts of online payments an order's own answer carries (issue 24), apart from
 * `online-payment.ts` so that `order.ts` can read them without a cycle. Money in taka, times as ISO strings.
 */

export const ONLINE_GATEWAYS = ['sslcommerz', 'bkash'] as const;
export type OnlineGateway = (typeof ONLINE_GATEWAYS)[number];

/** started → paid | held | failed | cancelled; held → paid | refused (staff). */
export const ATTEMPT_STATES = ['started', 'paid', 'held', 'failed', 'cancelled', 'refused'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

export const REFUND_CHANNELS = ['sslcommerz', 'bkash', 'hand'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];
/** Why money goes back: the order was cancelled, a return was refunded, a payment came after its order was cancelled, staff refused a held payment. */
export const REFUND_CAUSES = ['cancelled', 'return', 'late_payment', 'refused'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];
/** requested → pending → done; requested | pending → failed (staff may retry → requested). */
export const REFUND_STATES = ['requested', 'pending', 'done', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** One try at paying an order online, as its shopper sees it. */
export const PaymentAttemptSchema = z.object({
  id: z.string(),
  gateway: z.enum(ONLINE_GATEWAYS),
  state: z.enum(ATTEMPT_STATES),
  amount: z.number(),
  /** What the shopper paid with, as the gateway names it ('VISA-Dutch Bangla'), once known. */
  instrument: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

/** One refund of an order, as its shopper sees it: through which channel, how much, and where it stands. */
export const OrderRefundSchema = z.object({
  id: z.string(),
  channel: z.enum(REFUND_CHANNELS),
  cause: z.enum(REFUND_CAUSES),
  state: z.enum(REFUND_STATES),
  amount: z.number(),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** An order's latest try at paying online, as My Orders shows it. */
export const OnlinePaymentSummarySchema = PaymentAttemptSchema.pick({ gateway: true, state: true, instrument: true });
export type OnlinePaymentSummary = z.infer<typeof OnlinePaymentSummarySchema>;
