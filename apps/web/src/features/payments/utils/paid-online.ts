import { CASH_ON_DELIVERY, type Order } from '@shop/shared';

/** Orders paid by hand (not cash on delivery): the ones that need, or have, a payment proof. */
export const isPaidOnline = (order: Pick<Order, 'payment_method'>) => order.payment_method !== CASH_ON_DELIVERY;

export const paidOnline = (orders: Order[]) => orders.filter(isPaidOnline);
