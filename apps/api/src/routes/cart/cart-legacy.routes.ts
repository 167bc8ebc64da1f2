import type { FastifyInstance } from 'fastify';
import { DeleteCartProductsSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { withLimits, type CartLimits } from '../../modules/cart/cart-limits';
import { removeProducts } from '../../modules/cart/cart.service';

/**
 * The old site's `POST /api/cart/delete` (docs/product/cart.md), outside /api/v1: registered in a personal
 * scope of its own under /api, so it needs the bearer token like every cart call.
 */
export async function cartLegacyRoutes(app: FastifyInstance, opts: { db: Database; limits: CartLimits }) {
  app.post('/cart/delete', async (request, reply) => {
    const { productIds } = parseInput(DeleteCartProductsSchema, request.body ?? {});
    const cart = await removeProducts(opts.db, request.userId, productIds);
    return reply.header('cache-control', 'no-store').send({ success: true, cart: withLimits(cart, opts.limits) });
  });
}
