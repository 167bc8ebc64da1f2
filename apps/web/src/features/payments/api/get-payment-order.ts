import { useQuery } from '@tanstack/react-query';
import { OrderSchema, type Order } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { paymentsKeys } from './query-keys';

/** GET /api/v1/orders/{id} (bearer): the order to pay; someone else's id is a 404. */
export async function getPaymentOrder(token: string, id: string, signal?: AbortSignal): Promise<Order> {
  const answer = await api.get<{ order?: unknown }>(`/orders/${encodeURIComponent(id)}`, { token, signal });
  return OrderSchema.parse(answer?.order);
}

export function usePaymentOrder(id: string) {
  const session = useSession();
  return useQuery({
    queryKey: paymentsKeys.order(session?.user.id ?? '', id),
    queryFn: ({ signal }) => getPaymentOrder(session?.token ?? '', id, signal),
    enabled: session !== null && id !== '',
    staleTime: 0,
  });
}
