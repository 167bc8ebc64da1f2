import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { toPoisha, type PaymentProofData } from '@shop/shared';
import type { Database, Tx } from '../../db/client';
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

// The payment_proofs rows as the workflows change them (docs/decisions/061): written only by this module, each in
// its caller's transaction (`tx`), which holds the order's row lock first.

export type ProofRef = { id: string; status: string };

/** The order's latest proof (its id and status), or undefined. */
export async function latestProof(tx: Tx, orderId: string): Promise<ProofRef | undefined> {
  const [proof] = await tx
    .select({ id: paymentProofs.id, status: paymentProofs.status })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(1);
  return proof;
}

/** The proof's order and status now, or undefined (a malformed id too). */
export async function proofById(tx: Tx, proofId: string): Promise<{ orderId: string; status: string } | undefined> {
  if (!isUuid(proofId)) return undefined;
  const [proof] = await tx.select({ orderId: paymentProofs.orderId, status: paymentProofs.status }).from(paymentProofs).where(eq(paymentProofs.id, proofId));
  return proof;
}

/** The proof takes staff's decision, when it was made and, for a rejection, staff's reason (the shopper reads it). */
export async function markProofDecided(tx: Tx, proofId: string, decision: 'paid' | 'rejected', reason: string | null): Promise<void> {
  await tx
    .update(paymentProofs)
    .set({ status: decision, decidedAt: new Date(), rejectReason: decision === 'rejected' ? reason : null })
    .where(eq(paymentProofs.id, proofId));
}

/**
 * Two orders sending the same transaction ID at once would both pass assertTransactionUnused: the second waits
 * here for the first to commit (a lock per method and transaction ID, held to the end of the transaction) and
 * then finds its proof.
 */
export async function lockTransactionId(tx: Tx, input: Pick<PaymentProofData, 'payment_method' | 'transaction_id'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-proof:${input.payment_method}:${input.transaction_id.toUpperCase()}`}))`);
}

/**
 * Records a shopper's proof with its stored screenshot. The order's earlier proofs were refused (else it would take
 * none): their rows stay for staff, their screenshots go, so one order keeps one file however often it is paid
 * again. Answers the new row and the files to delete once the transaction commits.
 */
export async function recordProof(tx: Tx, orderId: string, userId: string, input: PaymentProofData, file: string) {
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
  return { proof: proof!, replaced: earlier.map((row) => row.file) };
}

/** A proof as the wallet's own record is matched against it (docs/decisions/069). */
export type WalletProof = { id: string; orderId: string; amount: number; senderNumber: string; status: string; method: string; transactionId: string };

const walletProofFields = {
  id: paymentProofs.id,
  orderId: paymentProofs.orderId,
  amount: paymentProofs.amount,
  senderNumber: paymentProofs.senderNumber,
  status: paymentProofs.status,
  method: paymentProofs.method,
  transactionId: paymentProofs.transactionId,
};

/**
 * The submitted proof that names a wallet's transaction (its method and TrxID, without case), or undefined. At most
 * one order's proof can be waiting with it (assertTransactionUnused); the newest is taken all the same.
 */
export async function submittedProofNaming(db: Queries, method: string, transactionId: string): Promise<WalletProof | undefined> {
  const [proof] = await db
    .select(walletProofFields)
    .from(paymentProofs)
    .where(and(eq(paymentProofs.method, method), sql`upper(${paymentProofs.transactionId}) = ${transactionId.toUpperCase()}`, eq(paymentProofs.status, 'submitted')))
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(1);
  return proof;
}

/** One proof as the wallet's record is matched against it, or undefined. */
export async function walletProofById(tx: Tx, proofId: string): Promise<WalletProof | undefined> {
  if (!isUuid(proofId)) return undefined;
  const [proof] = await tx.select(walletProofFields).from(paymentProofs).where(eq(paymentProofs.id, proofId));
  return proof;
}
