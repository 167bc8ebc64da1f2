import type { FastifyInstance } from 'fastify';
import type { DeliveryFeesAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { readDeliveryFees } from '../../modules/delivery/delivery.service';

/**
 * Public: the delivery fee table (docs/decisions/044). The cart, the checkout and the promo texts price with it
 * by the same rule the order does (`deliveryFeeOf`); kept briefly, so a change by staff shows within a minute.
 */
export async function deliveryRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.get('/delivery-fees', async (_request, reply): Promise<DeliveryFeesAnswer> => {
    reply.header('cache-control', 'public, max-age=30');
    return { delivery_fees: await readDeliveryFees(opts.db) };
  });
}
