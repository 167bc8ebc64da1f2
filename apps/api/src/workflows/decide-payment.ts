import { desc, eq } from 'drizzle-orm';
import type { PaymentStatus } from '@shop/shared';
import type { Database } from '../db/client';
import { orders, paymentProofs } from '../db/schema/index';
import { AppError, notFound } from '../lib/errors';

export const PAYMENT_DECISIONS = ['paid', 'rejected'] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

const DECIDABLE: Record<PaymentDecision, readonly PaymentStatus[]> = {
  // Cash on delivery is marked paid without a proof; a rejected proof may be followed by a good payment.
  paid: ['pending', 'submitted', 'rejected'],
  rejected: ['pending', 'submitted'],
};

export interface PaymentDecided {
  from: PaymentStatus;
  to: PaymentStatus;
  proofUpdated: boolean;
  /** For a cancelled order, what is owed back after the decision (poisha); else null. */
  refund: number | null;
}

type OrderRow = typeof orders.$inferSelect;

/** Staff verdict on an order's payment: the order's payment_status and its latest payment proof. */
export async function decidePayment(db: Database, orderNumber: string, decision: PaymentDecision): Promise<PaymentDecided> {
  const number = orderNumber.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, number)).for('update');
    if (!order) throw notFound(`No order ${number}.`);
    const [proof] = await tx
      .select({ id: paymentProofs.id, status: paymentProofs.status })
      .from(paymentProofs)
      .where(eq(paymentProofs.orderId, order.id))
      .orderBy(desc(paymentProofs.createdAt))
      .limit(1);
    if (order.status === 'cancelled') return decideCancelled(tx, order, proof, decision);
    if (!DECIDABLE[decision].includes(order.paymentStatus as PaymentStatus)) {
      throw new AppError(409, 'conflict', `The payment of order ${number} is ${order.paymentStatus}; it cannot be marked ${decision}.`);
    }
    if (proof) await tx.update(paymentProofs).set({ status: decision }).where(eq(paymentProofs.id, proof.id));
    await tx.update(orders).set({ paymentStatus: decision, updatedAt: new Date() }).where(eq(orders.id, order.id));
    return { from: order.paymentStatus as PaymentStatus, to: decision, proofUpdated: Boolean(proof), refund: null };
  });
}

/**
 * A cancelled order's payment no longer changes, except for a proof still waiting to be checked: cancelling
 * recorded its total as owed back (decision 015), yet only staff can tell whether the money came in. Paid: the
 * proof is paid and the refund stands. Rejected: nothing came in, so nothing is owed back.
 */
async function decideCancelled(tx: Database, order: OrderRow, proof: { id: string; status: string } | undefined, decision: PaymentDecision): Promise<PaymentDecided> {
  if (proof?.status !== 'submitted') {
    throw new AppError(409, 'conflict', `Order ${order.orderNumber} is cancelled; its payment can no longer change.`);
  }
  await tx.update(paymentProofs).set({ status: decision }).where(eq(paymentProofs.id, proof.id));
  const from = order.paymentStatus as PaymentStatus;
  if (decision === 'paid') return { from, to: from, proofUpdated: true, refund: order.refundAmount ?? 0 };
  await tx.update(orders).set({ paymentStatus: 'rejected', refundAmount: 0, updatedAt: new Date() }).where(eq(orders.id, order.id));
  return { from, to: 'rejected', proofUpdated: true, refund: 0 };
}
