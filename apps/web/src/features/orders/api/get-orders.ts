import { useQuery } from '@tanstack/react-query';
import { OrderListSchema, type Order } from '@shop/shared';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { setSessionRejected } from '../hooks/use-session-rejected';
import { ordersKeys } from './query-keys';

/** GET /api/v1/orders (bearer): the shopper's orders, newest first. */
export async function getOrders(token: string, signal?: AbortSignal): Promise<Order[]> {
  try {
    const { orders } = OrderListSchema.parse(await api.get<unknown>('/orders', { token, signal }));
    setSessionRejected(false);
    return orders;
  } catch (error) {
    // The api client signs the shopper out on a 401; remember why, so the screen can say so.
    if (error instanceof ApiError && error.status === 401) setSessionRejected(true);
    throw error;
  }
}

export function useOrders() {
  const session = useSession();
  return useQuery({
    queryKey: ordersKeys.list(session?.user.id ?? ''),
    queryFn: ({ signal }) => getOrders(session?.token ?? '', signal),
    enabled: session !== null,
    // Staff move orders on at any time: every visit and every return to the tab asks again.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
