import { matchesTab, ORDER_TABS, type Order, type OrderTab } from '@shop/shared';

type Filterable = Pick<Order, 'order_number' | 'customer_name' | 'status' | 'payment_status'> & {
  items: Pick<Order['items'][number], 'name' | 'name_bn' | 'product_sku'>[];
};

const isCancelled = (status: string) => status === 'cancelled' || status === 'canceled';

/**
 * The tab table of docs/product/orders.md (shared `matchesTab`), except that a cancelled order is never "To Pay": a cancelled
 * cash-on-delivery order keeps payment status pending, but nobody is asked to pay for it (decision 015).
 */
export function inTab(order: Pick<Order, 'status' | 'payment_status'>, tab: OrderTab): boolean {
  if (tab === 'toPay' && isCancelled(order.status)) return false;
  return matchesTab(order, tab);
}

/** docs/product/orders.md: case-insensitive, on order_number, customer_name, an item's name or its SKU. */
export function matchesSearch(order: Filterable, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const found = (text: string) => text.toLowerCase().includes(needle);
  return found(order.order_number) || found(order.customer_name) || order.items.some((item) => found(item.name) || found(item.name_bn ?? '') || found(item.product_sku));
}

export function filterOrders<T extends Filterable>(orders: readonly T[], tab: OrderTab, search: string): T[] {
  return orders.filter((order) => inTab(order, tab) && matchesSearch(order, search));
}

/** How many orders each tab holds, shown beside the tab names. */
export function countByTab(orders: readonly Pick<Order, 'status' | 'payment_status'>[]): Record<OrderTab, number> {
  const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  for (const order of orders) for (const tab of ORDER_TABS) if (inTab(order, tab)) counts[tab] += 1;
  return counts;
}

/** Units in the order (the card's "total items"): quantities added up, not lines counted. */
export const totalItems = (order: { items: { quantity: number }[] }) => order.items.reduce((sum, item) => sum + item.quantity, 0);
