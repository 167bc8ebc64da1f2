import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  NewStaffAccountSchema, type StaffAccountAnswer,
  StaffOrderParamsSchema, StaffOrderQuerySchema, StaffOrderStatusInputSchema, StaffPaymentInputSchema, StaffPaymentProofQuerySchema, StaffPromoInputSchema,
  StaffReturnInputSchema, StaffReturnQuerySchema, ShipmentCorrectionSchema, shipmentOf,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { requireStaff } from '../../plugins/require-staff';
import type { StaffActor } from '../../modules/audit/audit.service';
import { addStaff } from '../../modules/staff/staff-accounts.service';
import { staffLinkPath } from '../../modules/staff/staff-links';
import { staffOrder, staffOrders } from '../../modules/orders/orders.service';
import { staffPaymentProofs } from '../../modules/payment-proofs/proof-queue';
import { promoFromInput, staffPromos } from '../../modules/promo/promo-admin.service';
import { staffReturns } from '../../modules/returns/returns.service';
import { correctShipment } from '../../workflows/correct-shipment';
import { createPromo } from '../../workflows/create-promo';
import { decidePayment, paymentChange } from '../../workflows/decide-payment';
import { decideReturn } from '../../workflows/decide-return';
import { moveOrder } from '../../workflows/move-order';

/** The audit log's actor of the staff API: the key (scripts and the staff tool talking to a running shop). */
const keyActor = (request: FastifyRequest): StaffActor => ({ kind: 'staff_key', label: 'staff key', ip: request.ip });

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
    const { status, reason, ...shipment } = parseInput(StaffOrderStatusInputSchema, request.body ?? {});
    const change = await moveOrder(db, keyActor(request), orderNumber, status, reason, status === 'shipped' ? shipmentOf(shipment) : undefined);
    request.log.info({ staff: change }, 'staff moved an order');
    return change;
  });

  // A shipped order's courier or tracking number corrected (docs/decisions/045).
  app.post('/orders/:orderNumber/shipment', async (request) => {
    const orderNumber = orderNumberOf(request.params);
    const { reason, ...shipment } = parseInput(ShipmentCorrectionSchema, request.body ?? {});
    const change = await correctShipment(db, keyActor(request), orderNumber, shipmentOf(shipment), reason);
    request.log.info({ staff: { order_number: change.order_number } }, 'staff corrected a shipment');
    return change;
  });

  app.post('/orders/:orderNumber/payment', async (request) => {
    const orderNumber = orderNumberOf(request.params);
    const { status } = parseInput(StaffPaymentInputSchema, request.body ?? {});
    const change = paymentChange(await decidePayment(db, keyActor(request), { orderNumber }, status));
    request.log.info({ staff: change }, 'staff marked a payment');
    return change;
  });

  app.get('/payment-proofs', async (request) => staffPaymentProofs(db, parseInput(StaffPaymentProofQuerySchema, request.query)));

  app.get('/returns', async (request) => staffReturns(db, parseInput(StaffReturnQuerySchema, request.query)));

  app.post<{ Params: { returnId: string } }>('/returns/:returnId', async (request) => {
    const { action } = parseInput(StaffReturnInputSchema, request.body ?? {});
    const { returnId } = request.params;
    const { from, to } = await decideReturn(db, returnId, action, { actor: keyActor(request) });
    const change = { return_id: returnId, from, to };
    request.log.info({ staff: change }, 'staff decided a return');
    return change;
  });

  app.get('/promo-codes', async () => staffPromos(db));

  // `npm run staff -- staff add` while the shop holds the embedded database (the first owner, or for scripts).
  app.post('/staff-accounts', async (request, reply) => {
    const input = parseInput(NewStaffAccountSchema, request.body ?? {});
    const { account, linkToken } = await addStaff(db, keyActor(request), input);
    request.log.info({ staffId: account.id }, 'staff key added a staff account');
    return reply.code(201).send({ account, link: linkToken ? staffLinkPath(linkToken) : null } satisfies StaffAccountAnswer);
  });

  app.post('/promo-codes', async (request, reply) => {
    const answer = await createPromo(db, keyActor(request), promoFromInput(parseInput(StaffPromoInputSchema, request.body ?? {})));
    request.log.info({ staff: { promo: answer.promo_code.code } }, 'staff created a promo code');
    return reply.code(201).send(answer);
  });
}
