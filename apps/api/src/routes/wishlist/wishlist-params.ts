import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { productNotFound } from '../../modules/wishlist/wishlist-errors';

// Digits only, inside a 32-bit column: '12abc', '1.5', '-3' and 99999999999 name no product.
const ParamsSchema = z.object({ productId: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(2_147_483_647)) });

/** The product of `/wishlist/:productId`; an id that cannot be a product is a 404 like an unknown one. */
export function productIdOf(request: FastifyRequest): number {
  const parsed = ParamsSchema.safeParse(request.params);
  if (!parsed.success) throw productNotFound();
  return parsed.data.productId;
}
