import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema, PlaceOrderInputSchema, type ErrorCode, type PlaceOrderData } from '@shop/shared';
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
  throw validationError(parsed.error, message, problemCode(body, first?.path[0]));
}

/** The checkout's choices the shopper must make get codes of their own; any other field is a validation_error. */
function problemCode(body: unknown, field: PropertyKey | undefined): ErrorCode {
  if (field === 'pickup_point_id') {
    const given = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).pickup_point_id : undefined;
    return given == null ? 'pickup_point_required' : 'pickup_point_invalid';
  }
  return field === 'payment_method' ? 'payment_method_required' : 'validation_error';
}

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const parsed = IdempotencyKeySchema.optional().safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'The Idempotency-Key header is not valid.';
  throw new AppError(400, 'validation_error', message, { 'Idempotency-Key': message });
}
