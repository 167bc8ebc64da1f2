import { normaliseBdPhone, type WalletMatch } from '@shop/shared';
import type { Database, Tx } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { lockOrder } from '../modules/orders/order-changes.service';
import type { OrderRow } from '../modules/orders/order-answer';
import {
  latestProof, lockTransactionId, submittedProofNaming, walletProofById, type WalletProof,
} from '../modules/payment-proofs/payment-proofs.service';
import {
  lockOpenWalletTransaction, lockWalletTransaction, setWalletMatch, storeWalletTransaction, walletTransactionByTrx, type WalletDifferenceRow, type WalletReceiptInput, type WalletRow,
} from '../modules/online-payments/wallet.service';
import { decidePaymentInTransaction } from './decide-payment';

/**
 * Money received on the shop's own wallet numbers settles the proof that names it, without staff
 * (docs/decisions/069). The wallet's own record (its SMS from the wallet's sender ID, or bKash's signed webhook) is
 * what staff would have checked by hand: a proof submitted for the same wallet and TrxID, of the same amount as the
 * record and the order's total, from the same number, is approved through the staff's own decision (an audit row, the
 * order's timeline, the shopper's usual message), with this actor. Anything that differs goes to staff with the
 * difference as data; money no proof names waits, listed, until a proof names it or staff resolve it.
 *
 * Locks, the same order everywhere: the order's row, then the TrxID's lock (the proof's own, payment-proofs.service
 * `lockTransactionId`), then the transaction's row. Storing a record takes the TrxID's lock before looking for the
 * proof, so a proof being submitted at that moment is either seen here or sees the record itself.
 */
/** The shop deciding by itself (the audit log's 'system' actor, migration 0019); its label says what decided. */
export const WALLET_ACTOR: StaffActor = { kind: 'system', label: "the wallet's own record", ip: null };

const WALLET_NAMES: Record<string, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' };

/** How a record and a proof differ, as data the back office words (amounts in poisha); empty when the proof is the record's. */
function differences(record: WalletRow, proof: WalletProof, order: OrderRow): WalletDifferenceRow[] {
  if (order.status === 'cancelled') return [{ kind: 'order_cancelled', expected: null, received: null }];
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return [{ kind: 'order_paid', expected: null, received: null }];
  const found: WalletDifferenceRow[] = [];
  if (proof.amount !== record.amount) found.push({ kind: 'amount_proof', expected: proof.amount, received: record.amount });
  else if (order.total !== record.amount) found.push({ kind: 'amount_due', expected: order.total, received: record.amount });
  const claimed = normaliseBdPhone(proof.senderNumber) ?? proof.senderNumber;
  if (record.sender !== claimed) found.push({ kind: 'sender', expected: claimed, received: record.sender });
  return found;
}

/**
 * Matches a locked, open record against a proof of the locked order: settles it, or marks it near with the
 * difference. A proof no longer waiting (decided meanwhile) or no longer its order's latest leaves the record as it is.
 */
async function matchLocked(tx: Tx, record: WalletRow, proof: WalletProof | undefined, order: OrderRow): Promise<WalletMatch> {
  if (!proof || proof.status !== 'submitted' || proof.orderId !== order.id) return record.match as WalletMatch;
  if ((await latestProof(tx, order.id))?.id !== proof.id) return record.match as WalletMatch;
  const found = differences(record, proof, order);
  if (found.length > 0) {
    await setWalletMatch(tx, record.id, { match: 'near', proofId: proof.id, differences: found });
    return 'near';
  }
  await decidePaymentInTransaction(tx, WALLET_ACTOR, { proofId: proof.id }, 'paid', `${WALLET_NAMES[record.wallet] ?? record.wallet} TrxID ${record.trxId}`);
  await setWalletMatch(tx, record.id, { match: 'settled', proofId: proof.id, differences: [] });
  return 'settled';
}

/**
 * A wallet's record arrived (SMS or webhook): stored once by wallet and TrxID, then matched against the proof that
 * names it, if one waits. `stored` is false for a record seen before (the same SMS forwarded twice, or the SMS and
 * the webhook of one payment); it is matched again all the same when it is still open, which changes nothing twice.
 */
export async function receiveWalletPayment(db: Database, input: WalletReceiptInput): Promise<{ stored: boolean; match: WalletMatch }> {
  const first = await db.transaction(async (tx) => {
    await lockTransactionId(tx, { payment_method: input.wallet, transaction_id: input.trxId });
    const { row, stored } = await storeWalletTransaction(tx, input);
    const open = row.match === 'unmatched' || row.match === 'near';
    return { row, stored, proof: open ? await submittedProofNaming(tx, input.wallet, input.trxId) : undefined };
  });
  const named = first.proof;
  if (!named) return { stored: first.stored, match: first.row.match as WalletMatch };
  const match = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: named.orderId });
    await lockTransactionId(tx, { payment_method: input.wallet, transaction_id: input.trxId });
    const record = await lockOpenWalletTransaction(tx, input.wallet, input.trxId);
    // Settled or resolved meanwhile (the proof's own submission matched it first): nothing more to do.
    if (!record || !order) return undefined;
    return matchLocked(tx, record, await walletProofById(tx, named.id), order);
  });
  return { stored: first.stored, match: match ?? ((await walletTransactionByTrx(db, input.wallet, input.trxId))?.match as WalletMatch) };
}

/**
 * A proof was just recorded in `tx`, which holds its order's lock and its TrxID's lock: when a wallet's record of
 * the same wallet and TrxID is stored and open, the same matching runs now (a proof whose TrxID arrived first is
 * settled on submission). Answers the match, or null when no record names it.
 */
export async function settleProofFromWallet(tx: Tx, order: OrderRow, proofId: string): Promise<WalletMatch | null> {
  const proof = await walletProofById(tx, proofId);
  if (!proof || !(proof.method in WALLET_NAMES)) return null;
  const record = await lockOpenWalletTransaction(tx, proof.method, proof.transactionId);
  if (!record) return null;
  return matchLocked(tx, record, proof, order);
}

/**
 * Staff dealt with a transaction the shop could not settle by itself (no proof names it, or a near match): it
 * becomes 'resolved' with their note (else the note it had), with an audit row. A settled or resolved one is a 409.
 */
export async function resolveWalletTransaction(db: Database, actor: StaffActor, id: string, reason?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockWalletTransaction(tx, id);
    if (!record) throw notFound('Wallet transaction not found.');
    if (record.match === 'settled' || record.match === 'resolved') {
      throw new AppError(409, 'conflict', `This ${WALLET_NAMES[record.wallet] ?? record.wallet} transaction ${record.trxId} is ${record.match} already.`);
    }
    await setWalletMatch(tx, record.id, { match: 'resolved', proofId: record.proofId, note: reason ?? record.note });
    await recordAudit(tx, actor, {
      action: 'wallet.resolve',
      entityType: 'wallet_transaction',
      entityId: `${record.wallet}:${record.trxId}`,
      before: { match: record.match, note: record.note },
      after: { match: 'resolved' },
      reason: reason ?? null,
    });
  });
}
