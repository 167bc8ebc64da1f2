import type { FastifyInstance } from 'fastify';
import { AdminRefundQuerySchema, HandRefundInputSchema, StaffOrderParamsSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { adminRefund, refundList } from '../../modules/online-payments/refunds.service';
import { requirePermission } from '../../plugins/staff-session';
import { recordHandRefund } from '../../workflows/record-hand-refund';
import { retryRefund } from '../../workflows/retry-refund';

type ById = { Params: { id: string } };

/**
 * The back office's refunds (docs/decisions/070): the list of every refund, through a gateway or by hand (who may
 * read payments), a failed gateway refund sent again, and a refund made by hand recorded (who may send money back).
 */
export async function adminRefundRoutes(app: FastifyInstance, opts: { db: Database; now: () => number }) {
  const { db } = opts;
  const read = { preHandler: requirePermission('payments.read') };
  const send = { preHandler: requirePermission('refunds.send') };

  app.get('/refunds', read, async (request) => refundList(db, parseInput(AdminRefundQuerySchema, request.query)));

  app.get<ById>('/refunds/:id', read, async (request) => {
    const refund = await adminRefund(db, request.params.id);
    if (!refund) throw notFound('Refund not found.');
    return { refund };
  });

  app.post<ById>('/refunds/:id/retry', send, async (request) => {
    const refund = await retryRefund(db, request.staff.actor, request.params.id, new Date(opts.now()));
    request.log.info({ staff: { refund: refund.id, to: refund.state } }, 'staff sent a failed refund again');
    return { refund };
  });

  app.post('/orders/:orderNumber/hand-refunds', send, async (request) => {
    const { orderNumber } = parseInput(StaffOrderParamsSchema, request.params);
    const input = parseInput(HandRefundInputSchema, request.body ?? {});
    const refund = await recordHandRefund(db, request.staff.actor, orderNumber, input, new Date(opts.now()));
    request.log.info({ staff: { refund: refund.id, order: refund.order_number } }, 'staff recorded a hand refund');
    return { refund };
  });
}
