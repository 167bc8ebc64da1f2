import type { FastifyInstance } from 'fastify';
import {
  StaffOrderParamsSchema, StaffOrderQuerySchema, StaffOrderStatusInputSchema, StaffPaymentInputSchema, StaffPaymentProofQuerySchema, StaffPromoInputSchema,
  StaffReturnInputSchema, StaffReturnQuerySchema,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { requireStaff } from '../../plugins/require-staff';
import {
  addPromo, decideReturnRequest, markPayment, moveOrder, promoFromInput, staffOrder, staffOrders, staffPaymentProofs, staffPromos,
  staffReturns,
} from '../../workflows/staff-actions';

const orderNumberOf = (params: unknown) => parseInput(StaffOrderParamsSchema, params).orderNumber;

/**
 * The staff tool's commands over HTTP (decision 016), so it can work while the shop holds the embedded
 * database. Its own scope: a staff key, never a shopper's token; every change is logged.
 */
export async function staffRoutes(app: FastifyInstance, opts: { db: Database; key: string; allowRemote: boolean }) {
  const { db } = opts;
  app.addHook('onRequest', requireStaff(opts.key, opts.allowRemote));

  app.get('/orders', async (request) => staffOrders(db, parseInput(StaffOrderQuerySchema, request.query)));

  app.get('/orders/:orderNumber', async (request) => staffOrder(db, orderNumberOf(request.params)));

  app.post('/orders/:orderNumber/status', async (request) => {
    const orderNumber = orderNumberOf(request.params);
    const { status, reason } = parseInput(StaffOrderStatusInputSchema, request.body ?? {});
    const change = await moveOrder(db, orderNumber, status, reason);
    request.log.info({ staff: change }, 'staff moved an order');
    return change;
  });

  app.post('/orders/:orderNumber/payment', async (request) => {
    const orderNumber = orderNumberOf(request.params);
    const { status } = parseInput(StaffPaymentInputSchema, request.body ?? {});
    const change = await markPayment(db, orderNumber, status);
    request.log.info({ staff: change }, 'staff marked a payment');
    return change;
  });

  app.get('/payment-proofs', async (request) => staffPaymentProofs(db, parseInput(StaffPaymentProofQuerySchema, request.query)));

  app.get('/returns', async (request) => staffReturns(db, parseInput(StaffReturnQuerySchema, request.query)));

  app.post<{ Params: { returnId: string } }>('/returns/:returnId', async (request) => {
    const { action } = parseInput(StaffReturnInputSchema, request.body ?? {});
    const change = await decideReturnRequest(db, request.params.returnId, action);
    request.log.info({ staff: change }, 'staff decided a return');
    return change;
  });

  app.get('/promo-codes', async () => staffPromos(db));

  app.post('/promo-codes', async (request, reply) => {
    const answer = await addPromo(db, promoFromInput(parseInput(StaffPromoInputSchema, request.body ?? {})));
    request.log.info({ staff: { promo: answer.promo_code.code } }, 'staff created a promo code');
    return reply.code(201).send(answer);
  });
}
