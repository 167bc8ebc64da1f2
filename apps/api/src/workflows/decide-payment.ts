import { STAFF_PAYMENT_DECISIONS, toTaka, type PaymentStatus, type StaffPaymentChange } from '@shop/shared';
import type { Database, Tx } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { recordAudit, type AuditRecord, type StaffActor } from '../modules/audit/audit.service';
import { queueProofMessage } from '../modules/messages/messages.service';
import { lockOrder, setPaymentStatus } from '../modules/orders/order-changes.service';
import type { OrderRow } from '../modules/orders/order-answer';
import { recordOrderEvent } from '../modules/orders/order-events';
import { latestProof, markProofDecided, proofById, type ProofRef } from '../modules/payment-proofs/payment-proofs.service';

/** What staff may decide of a payment: the shared list the staff API's schema checks too. */
export const PAYMENT_DECISIONS = STAFF_PAYMENT_DECISIONS;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

const DECIDABLE: Record<PaymentDecision, readonly PaymentStatus[]> = {
  // Cash on delivery is marked paid without a proof; a rejected proof may be followed by a good payment.
  paid: ['pending', 'submitted', 'rejected'],
  rejected: ['pending', 'submitted'],
};

/**
 * What staff decide about: an order's payment by its number (the staff key's `payments mark`, the command line),
 * or one payment proof (the back office's queue).
 */
export type PaymentTarget = { orderNumber: string } | { proofId: string };

export interface PaymentDecided {
  orderNumber: string;
  from: PaymentStatus;
  to: PaymentStatus;
  proofUpdated: boolean;
  /** For a cancelled order, what is owed back after the decision (poisha); else null. */
  refund: number | null;
}

/**
 * Staff's verdict on a payment, the one workflow of the staff key, the command line and the back office
 * (docs/decisions/061): in one transaction it locks the order's row, decides the order's payment_status and its
 * latest proof, notes the step on the order's timeline, queues the shopper's message and writes the audit row.
 * Aimed at a proof, only a proof still waiting, and still its order's latest, is decided; a second decision, from
 * another tab or another person, is a 409. A rejection's reason is shown to the shopper.
 */
export async function decidePayment(
  db: Database, actor: StaffActor, target: PaymentTarget, decision: PaymentDecision, reason?: string,
): Promise<PaymentDecided> {
  return db.transaction((tx) => decidePaymentInTransaction(tx, actor, target, decision, reason));
}

/**
 * The same decision inside the caller's transaction: the wallet's own record settling a proof does it in the
 * transaction that stored the record or the proof (docs/decisions/069), with its own actor.
 */
export async function decidePaymentInTransaction(
  tx: Tx, actor: StaffActor, target: PaymentTarget, decision: PaymentDecision, reason?: string,
): Promise<PaymentDecided> {
  const { order, proof } = 'proofId' in target ? await lockByProof(tx, target.proofId) : await lockByNumber(tx, target.orderNumber);
  const decided = order.status === 'cancelled' ? await decideCancelled(tx, order, proof, decision, reason) : await decideOpen(tx, order, proof, decision, reason);
  await recordOrderEvent(tx, order.id, actor, { kind: 'payment', from: decided.from, to: decided.to, reason: reason ?? null });
  if (proof) await queueProofMessage(tx, order.id, proof.id, decision, reason ?? null);
  await recordAudit(tx, actor, auditOf(target, decided, decision, reason));
  return decided;
}

/** A decision as the staff key and the command line answer it (taka). */
export const paymentChange = (decided: PaymentDecided): StaffPaymentChange => ({
  order_number: decided.orderNumber,
  from: decided.from,
  to: decided.to,
  proof_updated: decided.proofUpdated,
  refund_amount: decided.refund === null ? null : toTaka(decided.refund),
});

async function lockByNumber(tx: Tx, orderNumber: string) {
  const number = orderNumber.trim().toUpperCase();
  const order = await lockOrder(tx, { orderNumber: number });
  if (!order) throw notFound(`No order ${number}.`);
  return { order, proof: await latestProof(tx, order.id) };
}

async function lockByProof(tx: Tx, proofId: string) {
  const missing = () => notFound('Payment proof not found.');
  const target = await proofById(tx, proofId);
  if (!target) throw missing();
  // The order's row lock first, as every change of the order's payment takes it; then the proof as it now stands.
  const order = await lockOrder(tx, { id: target.orderId });
  if (!order) throw missing();
  const latest = await latestProof(tx, order.id);
  const proof = await proofById(tx, proofId);
  if (!proof || proof.status !== 'submitted' || latest?.id !== proofId) {
    throw new AppError(409, 'conflict', `This payment proof of order ${order.orderNumber} was decided already (${proof?.status ?? 'gone'}).`);
  }
  return { order, proof: latest };
}

/**
 * The audit row, as each door has written it: a proof's approval or rejection with the proof's statuses, or a
 * payment marked by order number.
 */
function auditOf(target: PaymentTarget, decided: PaymentDecided, decision: PaymentDecision, reason?: string): AuditRecord {
  if (!('proofId' in target)) {
    return { action: 'payment.decide', entityType: 'order', entityId: decided.orderNumber, before: { payment_status: decided.from }, after: { payment_status: decided.to, decision } };
  }
  return {
    action: decision === 'paid' ? 'payment.approve' : 'payment.reject',
    entityType: 'order',
    entityId: decided.orderNumber,
    before: { payment_status: decided.from, proof_status: 'submitted' },
    after: { payment_status: decided.to, proof_status: decision, proof_id: target.proofId, ...(decided.refund !== null ? { refund_amount: toTaka(decided.refund) } : {}) },
    reason: reason ?? null,
  };
}

async function decideOpen(tx: Tx, order: OrderRow, proof: ProofRef | undefined, decision: PaymentDecision, reason?: string): Promise<PaymentDecided> {
  if (!DECIDABLE[decision].includes(order.paymentStatus as PaymentStatus)) {
    throw new AppError(409, 'conflict', `The payment of order ${order.orderNumber} is ${order.paymentStatus}; it cannot be marked ${decision}.`);
  }
  if (proof) await markProofDecided(tx, proof.id, decision, reason ?? null);
  await setPaymentStatus(tx, order.id, decision);
  return { orderNumber: order.orderNumber, from: order.paymentStatus as PaymentStatus, to: decision, proofUpdated: Boolean(proof), refund: null };
}

/**
 * A cancelled order's payment no longer changes, except for a proof still waiting to be checked: cancelling
 * recorded its total as owed back (decision 015), yet only staff can tell whether the money came in. Paid: the
 * proof is paid and the refund stands. Rejected: nothing came in, so nothing is owed back.
 */
async function decideCancelled(tx: Tx, order: OrderRow, proof: ProofRef | undefined, decision: PaymentDecision, reason?: string): Promise<PaymentDecided> {
  if (proof?.status !== 'submitted') {
    throw new AppError(409, 'conflict', `Order ${order.orderNumber} is cancelled; its payment can no longer change.`);
  }
  await markProofDecided(tx, proof.id, decision, reason ?? null);
  const from = order.paymentStatus as PaymentStatus;
  if (decision === 'paid') return { orderNumber: order.orderNumber, from, to: from, proofUpdated: true, refund: order.refundAmount ?? 0 };
  await setPaymentStatus(tx, order.id, 'rejected', 0);
  return { orderNumber: order.orderNumber, from, to: 'rejected', proofUpdated: true, refund: 0 };
}
