import { and, eq, ne, sql } from 'drizzle-orm';
import { paymentDateProblem, toPoisha, type PaymentProofData } from '@shop/shared';
import { orders, paymentProofs } from '../db/schema/index';
import { fieldError, notFound } from '../lib/errors';
import { getOrder, ORDER_NOT_FOUND } from '../modules/orders/orders.service';
import { assertAcceptsProof } from '../modules/payment-proofs/order-rules';
import { assertTransactionUnused, ownOrder, proofsTaken, type ProofDeps } from '../modules/payment-proofs/payment-proofs.service';
import { toProof } from '../modules/payment-proofs/proof-answer';
import { assertProofsLeft, claimOrder, countDecode } from '../modules/payment-proofs/proof-limits';
import { inspectScreenshot, reencodeScreenshot } from '../modules/payment-proofs/screenshot-image';

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
  if (dateProblem) throw fieldError(400, 'validation_error', 'payment_date', dateProblem === 'paymentDateFuture' ? 'payment_date_future' : 'payment_date_before_order');
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
