import { useQuery } from '@tanstack/react-query';
import { CancelledOrderListSchema, type CancelledOrder } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ordersKeys } from './query-keys';

/** GET /api/v1/orders/cancelled (bearer): the shopper's cancelled orders, newest first. */
export async function getCancelledOrders(token: string, signal?: AbortSignal): Promise<CancelledOrder[]> {
  return CancelledOrderListSchema.parse(await api.get<unknown>('/orders/cancelled', { token, signal })).orders;
}

export function useCancelledOrders() {
  const session = useSession();
  return useQuery({
    queryKey: ordersKeys.cancelled(session?.user.id ?? ''),
    queryFn: ({ signal }) => getCancelledOrders(session?.token ?? '', signal),
    enabled: session !== null,
    staleTime: 0,
  });
}
