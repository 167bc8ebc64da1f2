import type { Order } from './order';

/** The orders screen's tabs and what each matches (docs/product/orders.md table). */
export const ORDER_TABS = ['all', 'toPay', 'toShip', 'toReceive', 'cancelled', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const isCancelled = (status: string) => status === 'cancelled' || status === 'canceled';

type Matchable = Pick<Order, 'status' | 'payment_status'>;

export function matchesTab(order: Matchable, tab: OrderTab): boolean {
  const status: string = order.status;
  switch (tab) {
    case 'all':
      return true;
    case 'toPay':
      // A cancelled order keeps its unpaid payment status, but there is nothing left to pay.
      return !isCancelled(status) && (status === 'pending' || order.payment_status === 'pending');
    case 'toShip':
      return status === 'processing' || status === 'confirmed';
    case 'toReceive':
      return status === 'shipped' || status === 'out_for_delivery';
    case 'cancelled':
      return isCancelled(status);
    case 'completed':
      return status === 'completed' || status === 'delivered';
  }
}
