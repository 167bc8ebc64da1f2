import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { PAYMENT_PROOF_MESSAGES, paymentDateProblem, toPoisha, type PaymentProofData } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import type { RateGate } from '../../lib/rate-gate';
import { getOrder, isUuid, ORDER_NOT_FOUND } from '../orders/orders.service';
import type { DecodeGate } from './decode-gate';
import { assertAcceptsProof } from './order-rules';
import { toProof } from './proof-answer';
import { assertProofsLeft, claimOrder, countDecode, type PaymentProofLimits } from './proof-limits';
import { inspectScreenshot, reencodeScreenshot } from './screenshot-image';
import type { ScreenshotStore } from './screenshot-store';

export interface ProofDeps {
  db: Database;
  store: ScreenshotStore;
  rates: RateGate;
  gate: DecodeGate;
  limits: PaymentProofLimits;
}

async function ownOrder(db: Database, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The database, or a transaction on it. */
type Queries = Pick<Database, 'select' | 'execute'>;

/** One payment, one order: a transaction ID already given for another order (and not refused) is a mistake or worse. */
async function assertTransactionUnused(db: Queries, orderId: string, input: PaymentProofData) {
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

async function proofsTaken(db: Queries, orderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentProofs).where(eq(paymentProofs.orderId, orderId));
  return row?.n ?? 0;
}

/**
 * The shopper's proof of a manual payment (docs/decisions/019, 025). Nothing of the image is read until the
 * order is known to be the caller's, claimed for this upload (one at a time per order, across processes) and
 * found to take a proof: state, date, transaction ID, proofs left. Then the image header is checked, the
 * account's day is counted, and the pixels are decoded behind the process's decode gate. One transaction then
 * re-checks everything under locks and records the proof; the screenshots of the order's earlier (refused)
 * proofs are deleted once it commits. A refused or lost race leaves no file behind.
 */
export async function submitPaymentProof(deps: ProofDeps, userId: string, orderId: string, input: PaymentProofData) {
  await ownOrder(deps.db, userId, orderId);
  const release = await claimOrder(deps.rates, orderId);
  try {
    return await submitClaimed(deps, userId, orderId, input);
  } finally {
    await release();
  }
}

async function submitClaimed(deps: ProofDeps, userId: string, orderId: string, input: PaymentProofData) {
  const { db, store, limits } = deps;
  const order = await ownOrder(db, userId, orderId);
  assertAcceptsProof(order);
  const dateProblem = paymentDateProblem(input.payment_date, order.createdAt);
  if (dateProblem) {
    const message = PAYMENT_PROOF_MESSAGES[dateProblem];
    throw new AppError(400, 'validation_error', message, { payment_date: message });
  }
  await assertTransactionUnused(db, orderId, input);
  assertProofsLeft(await proofsTaken(db, orderId), limits);

  const image = await inspectScreenshot(input.screenshot, limits.proofMaxDecodedBytes);
  await countDecode(deps.rates, userId, limits);
  const file = await store.save(await deps.gate.run(() => reencodeScreenshot(image)));
  let recorded: { proof: typeof paymentProofs.$inferSelect; replaced: string[] };
  try {
    recorded = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).for('update');
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      assertAcceptsProof(locked);
      // Two orders sending the same transaction ID at once would both pass the check above: the second now waits
      // for the first to commit (a lock per method and transaction ID, held to the end of this transaction) and
      // then finds its proof.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-proof:${input.payment_method}:${input.transaction_id.toUpperCase()}`}))`);
      await assertTransactionUnused(tx, orderId, input);
      assertProofsLeft(await proofsTaken(tx, orderId), limits);
      // The order's earlier proofs were refused (else it would take none): their rows stay for staff, their
      // screenshots go, so one order keeps one file however often it is paid again.
      const withFile = and(eq(paymentProofs.orderId, orderId), ne(paymentProofs.screenshot, ''));
      const earlier = await tx.select({ file: paymentProofs.screenshot }).from(paymentProofs).where(withFile);
      await tx.update(paymentProofs).set({ screenshot: '' }).where(withFile);
      const [proof] = await tx
        .insert(paymentProofs)
        .values({
          orderId,
          userId,
          transactionId: input.transaction_id,
          method: input.payment_method,
          amount: toPoisha(input.amount),
          senderNumber: input.sender_number,
          senderName: input.sender_name,
          paymentDate: input.payment_date,
          screenshot: file,
        })
        .returning();
      await tx.update(orders).set({ paymentStatus: 'submitted', updatedAt: new Date() }).where(eq(orders.id, orderId));
      return { proof: proof!, replaced: earlier.map((row) => row.file) };
    });
  } catch (error) {
    await store.remove(file);
    throw error;
  }
  await Promise.all(recorded.replaced.map((name) => store.remove(name)));
  return { proof: toProof(recorded.proof), order: await getOrder(db, userId, orderId) };
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
export async function openScreenshot(deps: ProofDeps, userId: string, proofId: string) {
  const missing = () => notFound('Screenshot not found.');
  if (!isUuid(proofId)) throw missing();
  const [proof] = await deps.db
    .select({ file: paymentProofs.screenshot })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.id, proofId), eq(paymentProofs.userId, userId)));
  const opened = proof ? await deps.store.open(proof.file) : null;
  if (!opened) throw missing();
  return opened;
}
