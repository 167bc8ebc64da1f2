import { useQuery } from '@tanstack/react-query';
import { OrderListSchema, type Order } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authed } from '../utils/authed';
import { accountKeys } from './query-keys';

/** How many orders the dashboard shows; the orders screen has the rest. */
export const RECENT_ORDERS = 3;

export async function getRecentOrders(token: string, signal?: AbortSignal): Promise<Order[]> {
  const { orders } = OrderListSchema.parse(await authed(api.get<unknown>('/orders', { token, signal })));
  return [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, RECENT_ORDERS);
}

export function useRecentOrders() {
  const session = useSession();
  return useQuery({
    queryKey: accountKeys.recentOrders(session?.user.id ?? ''),
    queryFn: ({ signal }) => getRecentOrders(session?.token ?? '', signal),
    enabled: session !== null,
  });
}
