import type { FastifyInstance } from 'fastify';
import { AdminProofQuerySchema, DecisionNoteInputSchema, RejectInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { openScreenshotForStaff } from '../../modules/payment-proofs/payment-proofs.service';
import { proofQueue, queuedProof } from '../../modules/payment-proofs/proof-queue';
import { createScreenshotStore, SCREENSHOT_HEADERS } from '../../modules/payment-proofs/screenshot-store';
import { requirePermission } from '../../plugins/staff-session';
import type { StaffActor } from '../../modules/audit/audit.service';
import { decidePayment, type PaymentDecision } from '../../workflows/decide-payment';

type ById = { Params: { id: string } };

/**
 * The payment-proof queue of the back office (docs/product/back-office-payments-and-returns.md): staff with
 * payments.decide see each proof beside its order's total, open its screenshot, approve it or reject it with a
 * reason the shopper reads.
 */
/** The back office's verdict on one proof: the staff key's and the command line's workflow, answered as the queue shows the proof. */
async function decideProof(db: Database, actor: StaffActor, proofId: string, decision: PaymentDecision, reason?: string) {
  await decidePayment(db, actor, { proofId }, decision, reason);
  const proof = await queuedProof(db, proofId);
  if (!proof) throw notFound('Payment proof not found.');
  return { proof };
}

export async function adminPaymentRoutes(app: FastifyInstance, opts: { db: Database; storage: FileStorage }) {
  const { db } = opts;
  const store = createScreenshotStore(opts.storage);
  const may = { preHandler: requirePermission('payments.decide') };

  app.get('/payment-proofs', may, async (request) => proofQueue(db, parseInput(AdminProofQuerySchema, request.query)));

  app.get<ById>('/payment-proofs/:id', may, async (request) => {
    const proof = await queuedProof(db, request.params.id);
    if (!proof) throw notFound('Payment proof not found.');
    return { proof };
  });

  app.get<ById>(
    '/payment-proofs/:id/screenshot',
    {
      ...may,
      // After the back office's own answer headers, so the image's stricter ones stand.
      onSend: async (_request, reply) => {
        if (reply.statusCode === 200) reply.headers(SCREENSHOT_HEADERS);
      },
    },
    async (request, reply) => {
      const { stream, size } = await openScreenshotForStaff({ db, store }, request.params.id);
      return reply.headers({ ...SCREENSHOT_HEADERS, 'content-length': size }).send(stream);
    },
  );

  app.post<ById>('/payment-proofs/:id/approve', may, async (request) => {
    const { reason } = parseInput(DecisionNoteInputSchema, request.body ?? {});
    const answer = await decideProof(db, request.staff.actor, request.params.id, 'paid', reason);
    request.log.info({ staff: { proof: answer.proof.id, to: 'paid' } }, 'staff approved a payment proof');
    return answer;
  });

  app.post<ById>('/payment-proofs/:id/reject', may, async (request) => {
    const { reason } = parseInput(RejectInputSchema, request.body ?? {});
    const answer = await decideProof(db, request.staff.actor, request.params.id, 'rejected', reason);
    request.log.info({ staff: { proof: answer.proof.id, to: 'rejected' } }, 'staff rejected a payment proof');
    return answer;
  });
}
