import type { FastifyInstance } from 'fastify';
import { AdminWalletQuerySchema, DecisionNoteInputSchema, type AdminWalletAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { listWalletTransactions, walletTransactionAnswer } from '../../modules/online-payments/wallet.service';
import { requirePermission } from '../../plugins/staff-session';
import { resolveWalletTransaction } from '../../workflows/settle-wallet-payment';

/**
 * The money that reached the shop's own wallet numbers, for staff (docs/decisions/069): each transaction with what
 * became of it (settled a proof by itself, near a proof with the difference, unmatched), and 'resolve' for the ones
 * staff dealt with by hand. The proof queue's permission, as the proofs these settle.
 */
export async function adminWalletRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const read = { preHandler: requirePermission('payments.read') };
  const may = { preHandler: requirePermission('payments.decide') };

  app.get('/wallet-transactions', read, async (request) => listWalletTransactions(db, parseInput(AdminWalletQuerySchema, request.query)));

  app.post<{ Params: { id: string } }>('/wallet-transactions/:id/resolve', may, async (request): Promise<AdminWalletAnswer> => {
    const { reason } = parseInput(DecisionNoteInputSchema, request.body ?? {});
    await resolveWalletTransaction(db, request.staff.actor, request.params.id, reason);
    const transaction = await walletTransactionAnswer(db, request.params.id);
    if (!transaction) throw notFound('Wallet transaction not found.');
    request.log.info({ staff: { wallet_transaction: transaction.id, to: 'resolved' } }, 'staff resolved a wallet transaction');
    return { transaction };
  });
}
