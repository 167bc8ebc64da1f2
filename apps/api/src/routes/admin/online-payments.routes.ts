import type { FastifyInstance } from 'fastify';
import { AdminAttemptQuerySchema, DecisionNoteInputSchema, RejectInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { staffAttempts } from '../../modules/online-payments/attempts.service';
import type { OnlineGateways } from '../../modules/online-payments/ways';
import { requirePermission } from '../../plugins/staff-session';
import { acceptAttempt, checkAttemptNow, refuseAttempt } from '../../workflows/decide-online-payment';

type ById = { Params: { id: string } };

/**
 * The gateways' attempts in the back office (docs/decisions/068): the list, 'check with the gateway', and the
 * verdict on a held payment (accept: paid; refuse: its money sent back). Reading and acting take payments.decide,
 * the proof queue's permission.
 */
export async function adminOnlinePaymentRoutes(app: FastifyInstance, opts: { db: Database; gateways: OnlineGateways; now: () => number }) {
  const { db } = opts;
  const read = { preHandler: requirePermission('payments.read') };
  const may = { preHandler: requirePermission('payments.decide') };

  app.get('/payment-attempts', read, async (request) => {
    const query = parseInput(AdminAttemptQuerySchema, request.query);
    const { attempts, total } = await staffAttempts(db, query);
    return { attempts, page: query.page, limit: query.limit, total };
  });

  app.post<ById>('/payment-attempts/:id/check', may, async (request) => checkAttemptNow(db, opts.gateways, request.staff.actor, request.params.id, opts.now()));

  app.post<ById>('/payment-attempts/:id/accept', may, async (request) => {
    const { reason } = parseInput(DecisionNoteInputSchema, request.body ?? {});
    return acceptAttempt(db, request.staff.actor, request.params.id, reason);
  });

  app.post<ById>('/payment-attempts/:id/refuse', may, async (request) => {
    const { reason } = parseInput(RejectInputSchema, request.body ?? {});
    return refuseAttempt(db, request.staff.actor, request.params.id, reason);
  });
}
