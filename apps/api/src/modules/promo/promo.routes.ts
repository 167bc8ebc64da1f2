import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApplyPromoInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { applyPromoToCart, removePromoFromCart } from '../../workflows/apply-promo';
import { PromoError } from './promo-error';

async function apply(db: Database, userId: string, body: unknown, reply: FastifyReply) {
  const parsed = ApplyPromoInputSchema.safeParse(body ?? {});
  try {
    if (!parsed.success) throw new PromoError('missing', parsed.error.issues[0]?.message ?? 'Please enter a promo code.');
    return await applyPromoToCart(db, userId, parsed.data.promoCode);
  } catch (error) {
    if (error instanceof PromoError) return reply.code(400).send(error.toAnswer());
    throw error;
  }
}

/** Personal: POST /api/v1/promo/apply and DELETE /api/v1/promo. */
export async function promoRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.post('/promo/apply', (request, reply) => apply(opts.db, request.userId, request.body, reply));
  app.delete('/promo', async (request) => {
    await removePromoFromCart(opts.db, request.userId);
    return { success: true, message: 'Promo code removed.' };
  });
}

/** Personal, the old site's path outside /api/v1 (accounts spec §7): POST /api/apply-promo. */
export async function promoLegacyRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.post('/apply-promo', (request, reply) => apply(opts.db, request.userId, request.body, reply));
}
