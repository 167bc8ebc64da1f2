import type { FastifyInstance } from 'fastify';
import { SubscribeSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';
import { parseInput } from '../../lib/validate';

export async function newsletterRoutes(app: FastifyInstance, opts: { db: Database }) {
  // Subscribing twice is not an error, and the answer never tells whether an address was already known.
  app.post('/newsletter', async (request, reply) => {
    const { email } = parseInput(SubscribeSchema, request.body ?? {});
    await opts.db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    return reply.code(201).send({ subscribed: true });
  });
}
