import { useQuery } from '@tanstack/react-query';
import { OrderListSchema, type Order } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { CASH_ON_DELIVERY } from '../utils/after-order';
import { checkoutKeys } from './query-keys';

/** Orders paid by hand whose money we have not seen yet: no proof sent, or the last one refused. */
export function awaitsPayment(order: Order): boolean {
  return order.payment_method !== CASH_ON_DELIVERY && order.status !== 'cancelled' && (order.payment_status === 'pending' || order.payment_status === 'rejected');
}

/** GET /api/v1/orders (bearer), kept to the orders waiting for an online payment. */
export async function getAwaitingPayment(token: string, signal?: AbortSignal): Promise<Order[]> {
  return OrderListSchema.parse(await api.get<unknown>('/orders', { token, signal })).orders.filter(awaitsPayment);
}

export function useAwaitingPayment() {
  const session = useSession();
  return useQuery({
    queryKey: checkoutKeys.awaitingPayment(session?.user.id ?? ''),
    queryFn: ({ signal }) => getAwaitingPayment(session?.token ?? '', signal),
    enabled: session !== null,
  });
}
