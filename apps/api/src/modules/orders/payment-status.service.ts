import { desc, eq } from 'drizzle-orm';
import type { PaymentStatus } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';

export const PAYMENT_DECISIONS = ['paid', 'rejected'] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

const DECIDABLE: Record<PaymentDecision, readonly PaymentStatus[]> = {
  // Cash on delivery is marked paid without a proof; a rejected proof may be followed by a good payment.
  paid: ['pending', 'submitted', 'rejected'],
  rejected: ['pending', 'submitted'],
};

/** Staff verdict on an order's payment: the order's payment_status and its latest payment proof. */
export async function decidePayment(db: Database, orderNumber: string, decision: PaymentDecision) {
  const number = orderNumber.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, number)).for('update');
    if (!order) throw notFound(`No order ${number}.`);
    if (order.status === 'cancelled') throw new AppError(409, 'conflict', `Order ${number} is cancelled; its payment can no longer change.`);
    if (!DECIDABLE[decision].includes(order.paymentStatus as PaymentStatus)) {
      throw new AppError(409, 'conflict', `The payment of order ${number} is ${order.paymentStatus}; it cannot be marked ${decision}.`);
    }
    const [proof] = await tx.select({ id: paymentProofs.id }).from(paymentProofs).where(eq(paymentProofs.orderId, order.id)).orderBy(desc(paymentProofs.createdAt)).limit(1);
    if (proof) await tx.update(paymentProofs).set({ status: decision }).where(eq(paymentProofs.id, proof.id));
    await tx.update(orders).set({ paymentStatus: decision, updatedAt: new Date() }).where(eq(orders.id, order.id));
    return { from: order.paymentStatus, to: decision, proofUpdated: Boolean(proof) };
  });
}
