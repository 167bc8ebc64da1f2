import { CASH_ON_DELIVERY, type Order } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { attemptTally } from '../modules/online-payments/attempts.service';
import { lockOrder, setPaymentMethod } from '../modules/orders/order-changes.service';
import { recordOrderEvent } from '../modules/orders/order-events';
import { getOrder, ORDER_NOT_FOUND } from '../modules/orders/orders.service';

/**
 * The shopper's "switch to cash on delivery" (docs/decisions/068): an unpaid, not cancelled order of their own
 * whose online attempts all failed or were cancelled is paid on delivery instead. Refused (409) when it is paid,
 * cancelled, or an attempt is still open or held (its money may be moving). Noted on the order's timeline.
 */
export async function payOnDelivery(db: Database, userId: string, orderId: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId, userId });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status === 'cancelled') throw new AppError(409, 'order_cancelled', 'This order has been cancelled.');
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') throw new AppError(409, 'already_paid', 'This order has already been paid.');
    if (order.paymentMethod === CASH_ON_DELIVERY) return;
    const tally = await attemptTally(tx, order.id);
    if (tally.open > 0 || tally.held > 0 || tally.paid > 0) throw new AppError(409, 'conflict', 'A payment of this order is still open or being checked; please wait for it.');
    if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'rejected') throw new AppError(409, 'conflict', 'A payment of this order is being checked.');
    if (order.status !== 'pending' && order.status !== 'confirmed') throw new AppError(409, 'conflict', 'This order can no longer change how it is paid.');
    await setPaymentMethod(tx, order.id, CASH_ON_DELIVERY);
    await recordOrderEvent(tx, order.id, { kind: 'shopper' }, { kind: 'note', from: order.paymentMethod, to: CASH_ON_DELIVERY, reason: 'Switched to cash on delivery' });
  });
  return getOrder(db, userId, orderId);
}
