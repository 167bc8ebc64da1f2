import { ORDER_TABS, type OrderTab } from '@shop/shared';

/** The tab and the search live in the address (`?tab=to-ship&q=saree`), so a view can be shared and Back works. */
export const TAB_PARAM = 'tab';
export const SEARCH_PARAM = 'q';

const SLUGS: Record<OrderTab, string> = {
  all: 'all',
  toPay: 'to-pay',
  toShip: 'to-ship',
  toReceive: 'to-receive',
  cancelled: 'cancelled',
  completed: 'completed',
};

/** An unknown or missing value is the All tab, so an old or mistyped link still shows the orders. */
export function tabFromParam(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => SLUGS[tab] === value?.toLowerCase()) ?? 'all';
}

export const tabToParam = (tab: OrderTab): string => SLUGS[tab];
