import { CASH_ON_DELIVERY, type PaymentStatus } from '@shop/shared';
import type { orders } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

type OrderRow = typeof orders.$inferSelect;

/**
 * Whether an order takes a payment proof now: the shopper's own, not cancelled, paid by hand (not cash on
 * delivery), and no proof waiting or accepted. After a rejection a new proof is welcome.
 */
export function assertAcceptsProof(order: OrderRow): void {
  if (order.status === 'cancelled') throw new AppError(409, 'order_cancelled', 'This order has been cancelled; there is nothing to pay.');
  if (order.paymentMethod === CASH_ON_DELIVERY) {
    throw new AppError(409, 'proof_not_needed', 'This order is paid in cash on delivery; no payment proof is needed.');
  }
  const status = order.paymentStatus as PaymentStatus;
  if (status === 'submitted') throw new AppError(409, 'proof_pending', 'A payment proof for this order is already being checked.');
  if (status === 'paid' || status === 'refunded') throw new AppError(409, 'already_paid', 'This order has already been paid.');
}
