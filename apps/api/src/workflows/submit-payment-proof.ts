import { paymentDateProblem, type PaymentProofData } from '@shop/shared';
import { fieldError, notFound } from '../lib/errors';
import { getOrder, ORDER_NOT_FOUND } from '../modules/orders/orders.service';
import { lockOrder, setPaymentStatus } from '../modules/orders/order-changes.service';
import { recordOrderEvent } from '../modules/orders/order-events';
import { assertAcceptsProof } from '../modules/payment-proofs/order-rules';
import {
  assertTransactionUnused, listPaymentProofs, lockTransactionId, ownOrder, proofsTaken, recordProof, type ProofDeps,
} from '../modules/payment-proofs/payment-proofs.service';
import { toProof } from '../modules/payment-proofs/proof-answer';
import { assertProofsLeft, claimOrder, countDecode } from '../modules/payment-proofs/proof-limits';
import { inspectScreenshot, reencodeScreenshot } from '../modules/payment-proofs/screenshot-image';
import { settleProofFromWallet } from './settle-wallet-payment';

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
  let recorded: Awaited<ReturnType<typeof recordProof>> & { walletMatch: Awaited<ReturnType<typeof settleProofFromWallet>> };
  try {
    recorded = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, { id: orderId, userId });
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      assertAcceptsProof(locked);
      await lockTransactionId(tx, input);
      await assertTransactionUnused(tx, orderId, input);
      assertProofsLeft(await proofsTaken(tx, orderId), limits);
      const recorded = await recordProof(tx, orderId, userId, input, file);
      await setPaymentStatus(tx, orderId, 'submitted');
      await recordOrderEvent(tx, orderId, { kind: 'shopper' }, { kind: 'proof', from: locked.paymentStatus, to: 'submitted' });
      // The wallet's own record of this TrxID may have arrived first: then it settles the proof now (docs/decisions/069).
      const walletMatch = await settleProofFromWallet(tx, locked, recorded.proof.id);
      return { ...recorded, walletMatch };
    });
  } catch (error) {
    await store.remove(file);
    throw error;
  }
  await Promise.all(recorded.replaced.map((name) => store.remove(name)));
  const proof = recorded.walletMatch === 'settled' ? (await listPaymentProofs(db, userId, orderId)).find((p) => p.id === recorded.proof.id) : undefined;
  return { proof: proof ?? toProof(recorded.proof), order: await getOrder(db, userId, orderId) };
}
