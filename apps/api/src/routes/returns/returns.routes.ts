import type { FastifyInstance } from 'fastify';
import { CreateReturnInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { listReturnable, listReturns, requestReturn } from '../../modules/returns/returns.service';

/**
 * Personal, under /api/v1 only: the old site read `/returns` from a placeholder host, and `/returns` on
 * our own host is the returns policy page, so nothing here shadows it.
 */
export async function returnRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  app.get('/returns', async (request, reply) => reply.header('cache-control', 'no-store').send({ returns: await listReturns(db, request.userId) }));

  app.get('/returns/returnable', async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ items: await listReturnable(db, request.userId) }),
  );

  app.post('/returns', async (request, reply) => {
    const input = parseInput(CreateReturnInputSchema, request.body ?? {});
    return reply.code(201).send({ return: await requestReturn(db, request.userId, input) });
  });
}
