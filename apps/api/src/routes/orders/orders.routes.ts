import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CancelOrderInputSchema, ConfirmOrderCodeInputSchema, type Order, type OrderCodeSent } from '@shop/shared';
import type { Database } from '../../db/client';
import type { ShopLimits } from '../../lib/limits';
import { inMinutes, type RateGate, type RateRule } from '../../lib/rate-gate';
import { parseInput } from '../../lib/validate';
import { placeOrder, type OrderLimits } from '../../workflows/place-order';
import { cancelOrder } from '../../workflows/cancel-order';
import { confirmOrderCode, sendOrderCode } from '../../workflows/confirm-cash-order';
import { AppError } from '../../lib/errors';
import type { CountPromoTry } from '../../modules/promo/promo-tries';
import { idempotencyKey, placeOrderInput } from './orders-input';
import { getOrder, listCancelledOrders, listOrders } from '../../modules/orders/orders.service';

export interface OrderRouteOptions {
  db: Database;
  limits: ShopLimits;
  gate: RateGate;
  countPromoTry: CountPromoTry;
}

/** Personal: registered inside the bearer-token scope; every query is limited to the caller's orders. */
export async function orderRoutes(app: FastifyInstance, opts: OrderRouteOptions) {
  const { db } = opts;

  app.get('/orders', async (request) => ({ orders: await listOrders(db, request.userId) }));

  app.get('/orders/cancelled', async (request) => ({ orders: await listCancelledOrders(db, request.userId) }));

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => ({ order: await getOrder(db, request.userId, request.params.id) }));

  // 201 for a new order; 200 with the same order for a retry (same Idempotency-Key) or a double submit.
  app.post('/orders', async (request, reply) => {
    const input = placeOrderInput(request.body);
    const limits = orderLimitsFor(request, opts);
    const { order, created } = await placeOrder(db, { userId: request.userId, input, idempotencyKey: idempotencyKey(request), limits });
    if (created && order.cod_check && !order.cod_check.confirmed) await firstCode(request, order);
    return reply.code(created ? 201 : 200).send({ order });
  });

  // A high-risk cash order waits for the shopper's SMS code (docs/decisions/075): ask for a new one, or type it.
  app.post<{ Params: { id: string } }>('/orders/:id/cod-code', async (request): Promise<OrderCodeSent> => ({
    sent: await sendOrderCode(db, app.channels, { userId: request.userId, orderId: request.params.id, ip: request.ip }),
  }));

  app.post<{ Params: { id: string } }>('/orders/:id/cod-code/confirm', async (request) => {
    const { code } = parseInput(ConfirmOrderCodeInputSchema, request.body ?? {});
    await confirmOrderCode(db, { userId: request.userId, orderId: request.params.id, code });
    return { order: await getOrder(db, request.userId, request.params.id) };
  });

  /** The placed order's first code. The order stands whatever happens to the SMS: the order page offers to send again. */
  async function firstCode(request: FastifyRequest, order: Order) {
    try {
      await sendOrderCode(db, app.channels, { userId: request.userId, orderId: order.id, ip: request.ip });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.log.warn({ code: error.code }, 'the first code of a cash order was not sent');
    }
  }

  app.post<{ Params: { id: string } }>('/orders/:id/cancel', async (request) => {
    const { reason } = parseInput(CancelOrderInputSchema, request.body ?? {});
    return { order: await cancelOrder(db, { id: request.params.id, userId: request.userId }, reason, { kind: 'shopper' }) };
  });
}

/** The limits of one shopper's order (docs/decisions/025), bound to the shopper and the client's address. */
function orderLimitsFor(request: FastifyRequest, { gate, limits, countPromoTry }: OrderRouteOptions): OrderLimits {
  const key = `orders:${request.userId}`;
  const rule: RateRule = {
    name: 'orders per account',
    limit: limits.ordersPerHour,
    windowMs: 3_600_000,
    message: ({ minutes }) => `You have placed many orders in the last hour. Please try again in ${inMinutes(minutes)}.`,
  };
  return {
    unpaidOrders: limits.unpaidOrders,
    checkOrderRate: () => gate.check(key, rule),
    countOrder: () => gate.count(key, rule),
    countPromoTry: () => countPromoTry(request.userId, request.ip),
  };
}
