import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PaymentProofData } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import type { RateGate } from '../../lib/rate-gate';
import { isUuid, ORDER_NOT_FOUND } from '../orders/orders.service';
import type { DecodeGate } from '../../lib/decode-gate';
import { toProof } from './proof-answer';
import type { PaymentProofLimits } from './proof-limits';
import type { ScreenshotStore } from './screenshot-store';

export interface ProofDeps {
  db: Database;
  store: ScreenshotStore;
  rates: RateGate;
  gate: DecodeGate;
  limits: PaymentProofLimits;
}

export async function ownOrder(db: Database, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The database, or a transaction on it. */
export type Queries = Pick<Database, 'select' | 'execute'>;

/** One payment, one order: a transaction ID already given for another order (and not refused) is a mistake or worse. */
export async function assertTransactionUnused(db: Queries, orderId: string, input: PaymentProofData) {
  const [used] = await db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(
      and(
        eq(paymentProofs.method, input.payment_method),
        sql`upper(${paymentProofs.transactionId}) = ${input.transaction_id.toUpperCase()}`,
        ne(paymentProofs.orderId, orderId),
        ne(paymentProofs.status, 'rejected'),
      ),
    )
    .limit(1);
  if (used) throw new AppError(409, 'duplicate_transaction', 'This transaction ID has already been submitted for another order.');
}

export async function proofsTaken(db: Queries, orderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentProofs).where(eq(paymentProofs.orderId, orderId));
  return row?.n ?? 0;
}

/** The caller's proofs for one of their orders, newest first; someone else's order is not found. */
export async function listPaymentProofs(db: Database, userId: string, orderId: string) {
  await ownOrder(db, userId, orderId);
  const rows = await db
    .select()
    .from(paymentProofs)
    .where(and(eq(paymentProofs.orderId, orderId), eq(paymentProofs.userId, userId)))
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id));
  return rows.map(toProof);
}

/** The stored screenshot of the caller's proof; anyone else's, or a missing file, is not found. */
export async function openScreenshot(deps: Pick<ProofDeps, 'db' | 'store'>, userId: string, proofId: string) {
  return openProofFile(deps, proofId, eq(paymentProofs.userId, userId));
}

/** The stored screenshot of any proof, for staff deciding it (the back office checks their permission). */
export async function openScreenshotForStaff(deps: Pick<ProofDeps, 'db' | 'store'>, proofId: string) {
  return openProofFile(deps, proofId);
}

async function openProofFile(deps: Pick<ProofDeps, 'db' | 'store'>, proofId: string, owner?: SQL) {
  const missing = () => notFound('Screenshot not found.');
  if (!isUuid(proofId)) throw missing();
  const [proof] = await deps.db
    .select({ file: paymentProofs.screenshot })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.id, proofId), owner));
  const opened = proof ? await deps.store.open(proof.file) : null;
  if (!opened) throw missing();
  return opened;
}
