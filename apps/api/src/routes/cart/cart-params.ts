import type { FastifyRequest } from 'fastify';
import { IdempotencyKeySchema } from '@shop/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { lineNotFound } from '../../modules/cart/cart-errors';

const LineParamsSchema = z.object({ id: z.uuid() });

/** A line id that is not even a uuid names no line: 404, like someone else's line. */
export function lineIdOf(request: FastifyRequest): string {
  const parsed = LineParamsSchema.safeParse(request.params);
  if (!parsed.success) throw lineNotFound();
  return parsed.data.id;
}

/**
 * The optional `Idempotency-Key` of cart adds and merges (the orders' header, same rules): the server
 * remembers the last key applied to a cart, so a retry after a lost answer is not applied twice.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const parsed = IdempotencyKeySchema.optional().safeParse(request.headers['idempotency-key']);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Idempotency-Key is not valid.';
  throw new AppError(400, 'validation_error', message, { 'Idempotency-Key': message });
}
