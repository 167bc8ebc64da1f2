import type { FastifyInstance } from 'fastify';
import { TrackOrderInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import type { ShopLimits } from '../../lib/limits';
import { inMinutes, type RateGate, type RateRule } from '../../lib/rate-gate';
import { parseInput } from '../../lib/validate';
import { AppError } from '../../lib/errors';
import { trackOrder } from '../../modules/orders/order-tracking.service';

const HOUR = 3_600_000;

interface Options {
  db: Database;
  gate: RateGate;
  limits: Pick<ShopLimits, 'trackingTriesPerAddressPerHour' | 'trackingMissesPerOrderPerHour'>;
}

/**
 * Public (no sign-in): the tracking page's lookup by order number and phone (docs/decisions/045). Two limits
 * (docs/decisions/025): every try per client address, and the misses of one order number, so nobody can
 * walk the phone numbers of an order they know the number of. Past the second, the number answers 429 even
 * with the right phone for the rest of the hour: a right answer must not tell a guesser they found it.
 */
export async function orderTrackingRoutes(app: FastifyInstance, { db, gate, limits }: Options) {
  const perAddress: RateRule = {
    name: 'order tracking per address',
    limit: limits.trackingTriesPerAddressPerHour,
    windowMs: HOUR,
    message: ({ minutes }) => `Too many order lookups from your network. Please try again in ${inMinutes(minutes)}.`,
  };
  const perOrder: RateRule = {
    name: 'order tracking misses per order',
    limit: limits.trackingMissesPerOrderPerHour,
    windowMs: HOUR,
    message: ({ minutes }) => `Too many tries for this order number. Please try again in ${inMinutes(minutes)}, or sign in to see your order.`,
  };

  app.post('/orders/track', async (request) => {
    const { order_number: orderNumber, phone } = parseInput(TrackOrderInputSchema, request.body ?? {});
    await gate.take(`track:addr:${request.ip}`, perAddress);
    const orderKey = `track:order:${orderNumber}`;
    await gate.check(orderKey, perOrder);
    try {
      return { order: await trackOrder(db, orderNumber, phone) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) await gate.count(orderKey, perOrder);
      throw error;
    }
  });
}
