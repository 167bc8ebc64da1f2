import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApplyPromoInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { applyPromoToCart, removePromoFromCart } from '../../workflows/apply-promo';
import { PromoError } from '../../modules/promo/promo-error';
import type { CountPromoTry } from '../../modules/promo/promo-tries';

export interface PromoRouteOptions {
  db: Database;
  countPromoTry: CountPromoTry;
}

async function apply({ db, countPromoTry }: PromoRouteOptions, request: FastifyRequest, reply: FastifyReply) {
  const parsed = ApplyPromoInputSchema.safeParse(request.body ?? {});
  try {
    if (!parsed.success) throw new PromoError('missing', parsed.error.issues[0]?.message ?? 'Please enter a promo code.');
    // Counted before the code is looked at: every try, right or wrong (docs/decisions/025).
    await countPromoTry(request.userId, request.ip);
    return await applyPromoToCart(db, request.userId, parsed.data.promoCode);
  } catch (error) {
    if (error instanceof PromoError) return reply.code(400).send(error.toAnswer());
    throw error;
  }
}

/** Personal: POST /api/v1/promo/apply and DELETE /api/v1/promo. */
export async function promoRoutes(app: FastifyInstance, opts: PromoRouteOptions) {
  app.post('/promo/apply', (request, reply) => apply(opts, request, reply));
  app.delete('/promo', async (request) => {
    await removePromoFromCart(opts.db, request.userId);
    return { success: true, message: 'Promo code removed.' };
  });
}

/** Personal, the old site's path outside /api/v1 (docs/product/newsletter-and-promo.md): POST /api/apply-promo. */
export async function promoLegacyRoutes(app: FastifyInstance, opts: PromoRouteOptions) {
  app.post('/apply-promo', (request, reply) => apply(opts, request, reply));
}
