import type { Order } from '@shop/shared';
import { CASH_ON_DELIVERY } from './after-order';

/** Orders paid by hand whose money we have not seen yet: no proof sent, or the last one refused. */
function awaitsPayment(order: Order): boolean {
  return order.payment_method !== CASH_ON_DELIVERY && order.status !== 'cancelled' && (order.payment_status === 'pending' || order.payment_status === 'rejected');
}

export const awaitingPayment = (orders: Order[]) => orders.filter(awaitsPayment);
