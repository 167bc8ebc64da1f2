import type { FastifyInstance } from 'fastify';
import { AdminReturnQuerySchema, DecisionNoteInputSchema, RejectInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { notFound } from '../../lib/errors';
import { returnsQueue, staffReturn } from '../../modules/returns/return-records';
import { requirePermission } from '../../plugins/staff-session';
import { decideReturn, type ReturnAction } from '../../workflows/decide-return';

type ById = { Params: { id: string } };

/**
 * The returns queue of the back office (docs/product/back-office-payments-and-returns.md): approve (the item may
 * come back), reject with a reason the shopper reads, refund once it is back.
 */
export async function adminReturnRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const may = { preHandler: requirePermission('returns.decide') };

  app.get('/returns', may, async (request) => returnsQueue(db, parseInput(AdminReturnQuerySchema, request.query)));

  const decide = (action: ReturnAction, schema: typeof DecisionNoteInputSchema | typeof RejectInputSchema) =>
    app.post<ById>(`/returns/:id/${action}`, may, async (request) => {
      const { reason } = parseInput(schema, request.body ?? {});
      await decideReturn(db, request.params.id, action, { actor: request.staff.actor, reason });
      // Answered as the queue shows the return.
      const decided = await staffReturn(db, request.params.id);
      if (!decided) throw notFound(`No return request ${request.params.id}.`);
      const answer = { return: decided };
      request.log.info({ staff: { return: answer.return.id, to: answer.return.status } }, 'staff decided a return');
      return answer;
    });
  decide('approve', DecisionNoteInputSchema);
  decide('reject', RejectInputSchema);
  decide('refund', DecisionNoteInputSchema);
}
