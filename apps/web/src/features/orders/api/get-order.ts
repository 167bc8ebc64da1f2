import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ordersKeys } from './query-keys';
import { readOrderAnswer } from './read-order-answer';

/** GET /api/v1/orders/{id} (bearer): one of the shopper's orders; anyone else's id is a 404. */
export async function getOrder(token: string, id: string, signal?: AbortSignal): Promise<Order> {
  return readOrderAnswer(await api.get<unknown>(`/orders/${encodeURIComponent(id)}`, { token, signal }));
}

export function useOrder(id: string) {
  const session = useSession();
  return useQuery({
    queryKey: ordersKeys.detail(session?.user.id ?? '', id),
    queryFn: ({ signal }) => getOrder(session?.token ?? '', id, signal),
    enabled: session !== null && id !== '',
    staleTime: 0,
  });
}
