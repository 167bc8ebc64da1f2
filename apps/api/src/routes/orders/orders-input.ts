import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema, PLACE_ORDER_MESSAGES, PlaceOrderInputSchema, type ErrorCode, type PlaceOrderData } from '@shop/shared';
import { AppError, validationError } from '../../lib/errors';

/**
 * The place-order body: the first problem becomes the message the checkout shows (where the order goes
 * before 'Please select a payment method.'); every field's problem is in `fields`.
 */
export function placeOrderInput(body: unknown): PlaceOrderData {
  const parsed = PlaceOrderInputSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  // The schema's check that the order goes somewhere runs only once every field parsed: said first here too.
  if (!goesSomewhere(body) && !parsed.error.issues.some((issue) => issue.message === PLACE_ORDER_MESSAGES.deliveryRequired)) {
    parsed.error.issues.unshift({ code: 'custom', message: PLACE_ORDER_MESSAGES.deliveryRequired, path: ['shipping_address'], input: undefined });
  }
  const first = parsed.error.issues[0];
  const message = first && first.code !== 'unrecognized_keys' ? first.message : 'Some fields are not accepted here.';
  throw validationError(parsed.error, message, problemCode(first));
}

/** A pickup point, an address of the book or an address text: given at all, if not well (decision 044). */
function goesSomewhere(body: unknown): boolean {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const given = (value: unknown) => value != null && !(typeof value === 'string' && value.trim() === '');
  return given(fields.pickup_point_id) || given(fields.address_id) || given(fields.shipping_address);
}

/** The checkout's choices the shopper must make get codes of their own; any other field is a validation_error. */
function problemCode(first: { path: PropertyKey[]; message: string } | undefined): ErrorCode {
  if (first?.message === PLACE_ORDER_MESSAGES.deliveryRequired) return 'delivery_required';
  if (first?.path[0] === 'pickup_point_id') return 'pickup_point_invalid';
  return first?.path[0] === 'payment_method' ? 'payment_method_required' : 'validation_error';
}

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const parsed = IdempotencyKeySchema.optional().safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'The Idempotency-Key header is not valid.';
  throw new AppError(400, 'validation_error', message, { 'Idempotency-Key': message });
}
