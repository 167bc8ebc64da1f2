import { z } from 'zod';
import { PAYMENT_METHODS } from './order';
import { ONLINE_GATEWAYS, OrderRefundSchema, PaymentAttemptSchema } from './online-payment-parts';

/**
 * Paying online (issue 24, docs/decisions/068): card and wallet payments through SSLCommerz's hosted page and bKash's
 * Tokenized Checkout, and the refunds that follow them back. Money in taka, times as ISO strings.
 */

/**
 * Where a payment choice of the checkout goes: 'cash' (paid on delivery), 'sslcommerz' (its hosted page: cards,
 * bKash, Nagad, Rocket...), 'bkash' (bKash's own checkout) or 'proof' (send money to the shop's account, then a
 * payment proof). A choice with no way is not offered.
 */
export const PAYMENT_WAYS = ['cash', 'sslcommerz', 'bkash', 'proof'] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];

/** GET /api/v1/payments/options (public): the checkout's choices that work now, in the checkout's order. */
export const PaymentOptionsSchema = z.object({
  options: z.array(z.object({ method: z.enum(PAYMENT_METHODS), way: z.enum(PAYMENT_WAYS) })),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/**
 * GET /api/v1/orders/{id}/online-payments (personal, the owner's order): how the order is paid now (`way`), its
 * attempts newest first, and its refunds. The return page and the payment page read it.
 */
export const OnlinePaymentsAnswerSchema = z.object({
  order_id: z.string(),
  way: z.enum(PAYMENT_WAYS),
  attempts: z.array(PaymentAttemptSchema),
  refunds: z.array(OrderRefundSchema),
  /** Whether the shopper may start another attempt now (not paid, not cancelled, under the limits). */
  can_pay: z.boolean(),
});
export type OnlinePaymentsAnswer = z.infer<typeof OnlinePaymentsAnswerSchema>;

/**
 * POST /api/v1/orders/{id}/online-payments (personal, no body): starts an attempt with the order's own total and
 * answers where to send the shopper (the gateway's hosted or approval page). 409 `already_paid`, `order_cancelled`,
 * `proof_not_needed` (cash on delivery), `payment_unavailable` (no gateway for the order's method); 429
 * `rate_limited` (attempts per order or per account); 503 `gateway_unavailable`.
 */
export const StartOnlinePaymentAnswerSchema = z.object({
  attempt_id: z.string(),
  gateway: z.enum(ONLINE_GATEWAYS),
  redirect_url: z.url({ protocol: /^https?$/ }),
});
export type StartOnlinePaymentAnswer = z.infer<typeof StartOnlinePaymentAnswerSchema>;

/**
 * Where the gateways send the shopper back (the API answers each with a 303 to the shop's page
 * `/payments/{orderId}?attempt={attemptId}`, which then reads the attempt's state from the server):
 */
export const ONLINE_PAYMENT_PATHS = {
  /** SSLCommerz posts the shopper's browser here (form), and its IPN to `ipn`. */
  sslcommerzSuccess: '/api/v1/payments/sslcommerz/success',
  sslcommerzFail: '/api/v1/payments/sslcommerz/fail',
  sslcommerzCancel: '/api/v1/payments/sslcommerz/cancel',
  sslcommerzIpn: '/api/v1/payments/sslcommerz/ipn',
  /** bKash redirects the shopper's browser here with ?paymentID=&status=success|failure|cancel. */
  bkashCallback: '/api/v1/payments/bkash/callback',
  /** The forwarded "money received" SMS of the shop's own wallet numbers (docs/decisions/069). */
  walletSms: '/api/v1/wallet/sms',
} as const;

/**
 * POST /api/v1/orders/{id}/pay-on-delivery (personal, no body): the shopper's "switch to cash on delivery" after
 * online attempts that all failed or were cancelled; answers `OrderAnswerSchema`. 409 `already_paid`,
 * `order_cancelled`, `conflict` (an attempt is still open or held, or the order takes no switch).
 */
export const payOnDeliveryPath = (orderId: string) => `/api/v1/orders/${encodeURIComponent(orderId)}/pay-on-delivery`;
