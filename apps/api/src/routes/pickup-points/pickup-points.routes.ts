import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { listPickupPoints } from '../../modules/pickup-points/pickup-points.service';

/** Public: the pickup points are shop addresses, not personal data. */
export async function pickupPointRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.get('/pickup-points', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { pickup_points: await listPickupPoints(opts.db) };
  });
}
