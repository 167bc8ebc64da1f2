import { useQuery } from '@tanstack/react-query';
import { CASH_ON_DELIVERY, OrderListSchema, type Order } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { paymentsKeys } from './query-keys';

/** Orders paid by hand (not cash on delivery): the ones that need, or have, a payment proof. */
export const isPaidOnline = (order: Pick<Order, 'payment_method'>) => order.payment_method !== CASH_ON_DELIVERY;

/** GET /api/v1/orders (bearer), kept to the orders paid online, newest first. */
export async function getPayableOrders(token: string, signal?: AbortSignal): Promise<Order[]> {
  return OrderListSchema.parse(await api.get<unknown>('/orders', { token, signal })).orders.filter(isPaidOnline);
}

export function usePayableOrders() {
  const session = useSession();
  return useQuery({
    queryKey: paymentsKeys.orders(session?.user.id ?? ''),
    queryFn: ({ signal }) => getPayableOrders(session?.token ?? '', signal),
    enabled: session !== null,
    staleTime: 0,
  });
}
