import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ordersKeys } from './query-keys';
import { readOrderAnswer } from './read-order-answer';

/** POST /api/v1/orders/{id}/cancel (bearer) with the shopper's reason; answers the cancelled order. */
export async function cancelOrder(token: string, id: string, reason: string): Promise<Order> {
  return readOrderAnswer(await api.post<unknown>(`/orders/${encodeURIComponent(id)}/cancel`, { reason }, { token }));
}

/** Cancels, then shows the answered order in the list at once and has the other order screens ask again. */
export function useCancelOrder() {
  const session = useSession();
  const client = useQueryClient();
  const userId = session?.user.id ?? '';
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelOrder(session?.token ?? '', id, reason),
    onSuccess: (order) => {
      client.setQueryData<Order[]>(ordersKeys.list(userId), (orders) => orders?.map((o) => (o.id === order.id ? order : o)));
      client.setQueryData(ordersKeys.detail(userId, order.id), order);
      void client.invalidateQueries({ queryKey: ordersKeys.cancelled(userId) });
    },
    // Refused (already shipped) or gone: the list is out of date, so fetch the truth.
    onError: () => void client.invalidateQueries({ queryKey: ordersKeys.list(userId) }),
  });
}
