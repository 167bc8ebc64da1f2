import type { FastifyInstance } from 'fastify';
import { TrackOrderInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import type { ShopLimits } from '../../lib/limits';
import { inMinutes, type RateGate, type RateRule } from '../../lib/rate-gate';
import { parseInput } from '../../lib/validate';
import { AppError } from '../../lib/errors';
import { trackOrder } from '../../modules/orders/order-tracking.service';

const HOUR = 3_600_000;
/**
 * The misses of one order number from all networks together, as a multiple of those from one: enough that nobody
 * shuts a shopper's order page from one network, few enough that walking 700 million phones stays hopeless.
 */
export const ALL_NETWORKS_MISSES_FACTOR = 10;

interface Options {
  db: Database;
  gate: RateGate;
  limits: Pick<ShopLimits, 'trackingTriesPerAddressPerHour' | 'trackingMissesPerOrderPerHour'>;
}

/**
 * Public (no sign-in): the tracking page's lookup by order number and phone (docs/decisions/045). Limits
 * (docs/decisions/025): every try per client address; the misses of one order number from one client address; and
 * its misses from all addresses together, ten times as many. So nobody can walk the phone numbers of an order they
 * know the number of, and one network's wrong guesses do not shut the order's page for its shopper elsewhere. Past a
 * miss limit, the number answers 429 even with the right phone for the rest of the hour (to that address, or to all
 * past the second): a right answer must not tell a guesser they found it.
 */
export async function orderTrackingRoutes(app: FastifyInstance, { db, gate, limits }: Options) {
  const perAddress: RateRule = {
    name: 'order tracking per address',
    limit: limits.trackingTriesPerAddressPerHour,
    windowMs: HOUR,
    message: ({ minutes }) => `Too many order lookups from your network. Please try again in ${inMinutes(minutes)}.`,
  };
  const tooManyTries: RateRule['message'] = ({ minutes }) =>
    `Too many tries for this order number. Please try again in ${inMinutes(minutes)}, or sign in to see your order.`;
  const perOrderFromAddress: RateRule = {
    name: 'order tracking misses per order and address',
    limit: limits.trackingMissesPerOrderPerHour,
    windowMs: HOUR,
    message: tooManyTries,
  };
  const perOrder: RateRule = {
    name: 'order tracking misses per order',
    limit: limits.trackingMissesPerOrderPerHour * ALL_NETWORKS_MISSES_FACTOR,
    windowMs: HOUR,
    message: tooManyTries,
  };

  app.post('/orders/track', async (request) => {
    const { order_number: orderNumber, phone } = parseInput(TrackOrderInputSchema, request.body ?? {});
    await gate.take(`track:addr:${request.ip}`, perAddress);
    const misses = [
      { key: `track:order:${orderNumber}:addr:${request.ip}`, rule: perOrderFromAddress },
      { key: `track:order:${orderNumber}`, rule: perOrder },
    ];
    for (const { key, rule } of misses) await gate.check(key, rule);
    try {
      return { order: await trackOrder(db, orderNumber, phone) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) for (const { key, rule } of misses) await gate.count(key, rule);
      throw error;
    }
  });
}
