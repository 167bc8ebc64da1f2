import { desc, eq } from 'drizzle-orm';
import { STAFF_PAYMENT_DECISIONS, type PaymentStatus } from '@shop/shared';
import type { Database } from '../db/client';
import { orders, paymentProofs } from '../db/schema/index';
import { AppError, notFound } from '../lib/errors';
import { isUuid } from '../modules/orders/orders.service';
import { recordOrderEvent, type OrderEventActor } from '../modules/orders/order-events';
import { queueProofMessage } from '../modules/messages/messages.service';

/** What staff may decide of a payment: the shared list the staff API's schema checks too. */
export const PAYMENT_DECISIONS = STAFF_PAYMENT_DECISIONS;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

const DECIDABLE: Record<PaymentDecision, readonly PaymentStatus[]> = {
  // Cash on delivery is marked paid without a proof; a rejected proof may be followed by a good payment.
  paid: ['pending', 'submitted', 'rejected'],
  rejected: ['pending', 'submitted'],
};

export interface PaymentDecided {
  orderNumber: string;
  from: PaymentStatus;
  to: PaymentStatus;
  proofUpdated: boolean;
  /** For a cancelled order, what is owed back after the decision (poisha); else null. */
  refund: number | null;
}

/** Who decided, for the order's timeline, and their reason (a rejection's reason is shown to the shopper). */
export interface PaymentDecisionBy {
  actor: OrderEventActor;
  reason?: string | null;
}

type OrderRow = typeof orders.$inferSelect;
type ProofRef = { id: string; status: string };

/** Staff verdict on an order's payment: the order's payment_status and its latest payment proof. */
export async function decidePayment(db: Database, orderNumber: string, decision: PaymentDecision, by: PaymentDecisionBy): Promise<PaymentDecided> {
  const number = orderNumber.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, number)).for('update');
    if (!order) throw notFound(`No order ${number}.`);
    return decideLocked(tx, order, await latestProof(tx, order.id), decision, by);
  });
}

/**
 * Staff verdict on one payment proof (the back office's queue): only a proof still waiting, and still its
 * order's latest, is decided; a second decision, from another tab or another person, is a 409.
 */
export async function decideProof(db: Database, proofId: string, decision: PaymentDecision, by: PaymentDecisionBy): Promise<PaymentDecided> {
  const missing = () => notFound('Payment proof not found.');
  if (!isUuid(proofId)) throw missing();
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ orderId: paymentProofs.orderId }).from(paymentProofs).where(eq(paymentProofs.id, proofId));
    if (!target) throw missing();
    // The order's row lock first, as every change of the order's payment takes it; then the proof as it now stands.
    const [order] = await tx.select().from(orders).where(eq(orders.id, target.orderId)).for('update');
    if (!order) throw missing();
    const latest = await latestProof(tx, order.id);
    const [proof] = await tx.select({ status: paymentProofs.status }).from(paymentProofs).where(eq(paymentProofs.id, proofId));
    if (!proof || proof.status !== 'submitted' || latest?.id !== proofId) {
      throw new AppError(409, 'conflict', `This payment proof of order ${order.orderNumber} was decided already (${proof?.status ?? 'gone'}).`);
    }
    return decideLocked(tx, order, latest, decision, by);
  });
}

async function latestProof(tx: Database, orderId: string): Promise<ProofRef | undefined> {
  const [proof] = await tx
    .select({ id: paymentProofs.id, status: paymentProofs.status })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(1);
  return proof;
}

async function decideLocked(tx: Database, order: OrderRow, proof: ProofRef | undefined, decision: PaymentDecision, by: PaymentDecisionBy): Promise<PaymentDecided> {
  const decided = order.status === 'cancelled' ? await decideCancelled(tx, order, proof, decision, by) : await decideOpen(tx, order, proof, decision, by);
  await recordOrderEvent(tx, order.id, by.actor, { kind: 'payment', from: decided.from, to: decided.to, reason: by.reason ?? null });
  if (proof) await queueProofMessage(tx, order.id, proof.id, decision, by.reason ?? null);
  return decided;
}

async function decideOpen(tx: Database, order: OrderRow, proof: ProofRef | undefined, decision: PaymentDecision, by: PaymentDecisionBy): Promise<PaymentDecided> {
  if (!DECIDABLE[decision].includes(order.paymentStatus as PaymentStatus)) {
    throw new AppError(409, 'conflict', `The payment of order ${order.orderNumber} is ${order.paymentStatus}; it cannot be marked ${decision}.`);
  }
  if (proof) await markProof(tx, proof.id, decision, by);
  await tx.update(orders).set({ paymentStatus: decision, updatedAt: new Date() }).where(eq(orders.id, order.id));
  return { orderNumber: order.orderNumber, from: order.paymentStatus as PaymentStatus, to: decision, proofUpdated: Boolean(proof), refund: null };
}

/** The proof takes the decision, when it was made and, for a rejection, staff's reason (the shopper reads it). */
async function markProof(tx: Database, proofId: string, decision: PaymentDecision, by: PaymentDecisionBy) {
  await tx
    .update(paymentProofs)
    .set({ status: decision, decidedAt: new Date(), rejectReason: decision === 'rejected' ? (by.reason ?? null) : null })
    .where(eq(paymentProofs.id, proofId));
}

/**
 * A cancelled order's payment no longer changes, except for a proof still waiting to be checked: cancelling
 * recorded its total as owed back (decision 015), yet only staff can tell whether the money came in. Paid: the
 * proof is paid and the refund stands. Rejected: nothing came in, so nothing is owed back.
 */
async function decideCancelled(tx: Database, order: OrderRow, proof: ProofRef | undefined, decision: PaymentDecision, by: PaymentDecisionBy): Promise<PaymentDecided> {
  if (proof?.status !== 'submitted') {
    throw new AppError(409, 'conflict', `Order ${order.orderNumber} is cancelled; its payment can no longer change.`);
  }
  await markProof(tx, proof.id, decision, by);
  const from = order.paymentStatus as PaymentStatus;
  if (decision === 'paid') return { orderNumber: order.orderNumber, from, to: from, proofUpdated: true, refund: order.refundAmount ?? 0 };
  await tx.update(orders).set({ paymentStatus: 'rejected', refundAmount: 0, updatedAt: new Date() }).where(eq(orders.id, order.id));
  return { orderNumber: order.orderNumber, from, to: 'rejected', proofUpdated: true, refund: 0 };
}
