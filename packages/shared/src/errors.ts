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
  /** An order past MAX_ORDER_TOTAL_TAKA (400). */
  orderTooLarge: 'order_too_large',
  internal: 'internal_error',
} as const;
