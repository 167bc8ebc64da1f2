import { z } from 'zod';

/** The one error answer of the API: `{ message, code, fields }` with a 4xx/5xx status. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export const ErrorCode = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  /** 409: a cart line may not hold more of one item (docs/decisions/025). */
  quantityLimit: 'quantity_limit',
  /** 409: the cart holds as many different items as it may. */
  cartFull: 'cart_full',
  /** 409: the shopper has as many unpaid, unconfirmed orders as an account may. */
  unpaidOrders: 'unpaid_orders',
  /** An order past MAX_ORDER_TOTAL_TAKA (400). */
  orderTooLarge: 'order_too_large',
  internal: 'internal_error',
  /** 503 with Retry-After: the database (or another part the shop needs) is briefly away; docs/decisions/028. */
  serviceUnavailable: 'service_unavailable',
} as const;
