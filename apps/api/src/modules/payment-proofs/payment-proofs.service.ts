import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { PAYMENT_PROOF_ERRORS, PAYMENT_PROOF_MESSAGES, paymentDateProblem, toPoisha, type PaymentProofData } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { ErrorCode } from '@shop/shared';
import { getOrder, isUuid, ORDER_NOT_FOUND } from '../orders/orders.service';
import { assertAcceptsProof } from './order-rules';
import { toProof } from './proof-answer';
import { normaliseScreenshot } from './screenshot-image';
import type { ScreenshotStore } from './screenshot-store';

export interface ProofDeps {
  db: Database;
  store: ScreenshotStore;
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
  if (used) throw new AppError(409, PAYMENT_PROOF_ERRORS.duplicateTransaction, 'This transaction ID has already been submitted for another order.');
}

/**
 * The shopper's proof of a manual payment: cheap checks first (owner, order state, date, transaction), then the
 * image, then one transaction that re-checks the order and the transaction ID under locks, records the proof and
 * marks the order's payment submitted. A refused or lost race leaves no file behind.
 */
export async function submitPaymentProof(deps: ProofDeps, userId: string, orderId: string, input: PaymentProofData) {
  const { db, store } = deps;
  const order = await ownOrder(db, userId, orderId);
  assertAcceptsProof(order);
  const dateProblem = paymentDateProblem(input.payment_date, order.createdAt);
  if (dateProblem) {
    const message = PAYMENT_PROOF_MESSAGES[dateProblem];
    throw new AppError(400, ErrorCode.validation, message, { payment_date: message });
  }
  await assertTransactionUnused(db, orderId, input);
  const file = await store.save(await normaliseScreenshot(input.screenshot));
  try {
    const row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).for('update');
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      assertAcceptsProof(locked);
      // Two orders sending the same transaction ID at once would both pass the check above: the second now waits
      // for the first to commit (a lock per method and transaction ID, held to the end of this transaction) and
      // then finds its proof.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-proof:${input.payment_method}:${input.transaction_id.toUpperCase()}`}))`);
      await assertTransactionUnused(tx, orderId, input);
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
      return proof!;
    });
    return { proof: toProof(row), order: await getOrder(db, userId, orderId) };
  } catch (error) {
    await store.remove(file);
    throw error;
  }
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
