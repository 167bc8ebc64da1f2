import type { FastifyInstance } from 'fastify';
import { CancelOrderInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { placeOrder } from '../../workflows/place-order';
import { cancelOrder } from '../../workflows/cancel-order';
import { idempotencyKey, placeOrderInput } from './orders-input';
import { getOrder, listCancelledOrders, listOrders } from './orders.service';

/** Personal: registered inside the bearer-token scope; every query is limited to the caller's orders. */
export async function orderRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  app.get('/orders', async (request) => ({ orders: await listOrders(db, request.userId) }));

  app.get('/orders/cancelled', async (request) => ({ orders: await listCancelledOrders(db, request.userId) }));

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => ({ order: await getOrder(db, request.userId, request.params.id) }));

  // 201 for a new order; 200 with the same order for a retry (same Idempotency-Key) or a double submit.
  app.post('/orders', async (request, reply) => {
    const input = placeOrderInput(request.body);
    const { order, created } = await placeOrder(db, { userId: request.userId, input, idempotencyKey: idempotencyKey(request) });
    return reply.code(created ? 201 : 200).send({ order });
  });

  app.post<{ Params: { id: string } }>('/orders/:id/cancel', async (request) => {
    const { reason } = parseInput(CancelOrderInputSchema, request.body ?? {});
    return { order: await cancelOrder(db, { id: request.params.id, userId: request.userId }, reason) };
  });
}
