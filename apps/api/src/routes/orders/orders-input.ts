import type { FastifyRequest } from 'fastify';
import { ErrorCode, IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema, PlaceOrderInputSchema, type PlaceOrderData } from '@shop/shared';
import { AppError, validationError } from '../../lib/errors';

/**
 * The place-order body: the first problem becomes the message the checkout shows ('Please select a
 * pickup point.' before 'Please select a payment method.'); every field's problem is in `fields`.
 */
export function placeOrderInput(body: unknown): PlaceOrderData {
  const parsed = PlaceOrderInputSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const message = first && first.code !== 'unrecognized_keys' ? first.message : 'Some fields are not accepted here.';
  throw validationError(parsed.error, message);
}

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const parsed = IdempotencyKeySchema.optional().safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'The Idempotency-Key header is not valid.';
  throw new AppError(400, ErrorCode.validation, message, { 'Idempotency-Key': message });
}
