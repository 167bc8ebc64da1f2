import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CancelledOrderListSchema, IDEMPOTENCY_KEY_HEADER, OrderAnswerSchema, OrderListSchema, PlacedOrderAnswerSchema,
  type CancelledOrder, type Order, type PlacedOrder, type PlaceOrderInput,
} from '@shop/shared';
import { api } from '../lib/api-client';
import { sessionToken, useUserId } from './personal';

/**
 * The shopper's orders (bearer): the one owner of /api/v1/orders on the web. Every screen that shows orders
 * reads `ordersQuery` and picks its own view with `select`; a change to one order refreshes them all.
 */
const ordersKeys = {
  all: (userId: string) => ['orders', userId] as const,
  list: (userId: string) => ['orders', userId, 'list'] as const,
  cancelled: (userId: string) => ['orders', userId, 'cancelled'] as const,
  detail: (userId: string, id: string) => ['orders', userId, 'detail', id] as const,
};

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** GET /api/v1/orders: newest first. */
async function getOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  return OrderListSchema.parse(await api.get<unknown>('/orders', { token: sessionToken(userId), signal })).orders;
}

/** GET /api/v1/orders/{id}: one of the shopper's orders; anyone else's id is a 404. */
async function getOrder(userId: string, id: string, signal?: AbortSignal): Promise<Order> {
  return OrderAnswerSchema.parse(await api.get<unknown>(orderPath(id), { token: sessionToken(userId), signal })).order;
}

async function getCancelledOrders(userId: string, signal?: AbortSignal): Promise<CancelledOrder[]> {
  return CancelledOrderListSchema.parse(await api.get<unknown>('/orders/cancelled', { token: sessionToken(userId), signal })).orders;
}

// Staff move orders on at any time: every visit and every return to the tab asks again.
const ordersQuery = (userId: string) =>
  queryOptions({
    queryKey: ordersKeys.list(userId),
    queryFn: ({ signal }) => getOrders(userId, signal),
    enabled: userId !== '',
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

const orderQuery = (userId: string, id: string) =>
  queryOptions({ queryKey: ordersKeys.detail(userId, id), queryFn: ({ signal }) => getOrder(userId, id, signal), enabled: userId !== '' && id !== '', staleTime: 0 });

const cancelledOrdersQuery = (userId: string) =>
  queryOptions({ queryKey: ordersKeys.cancelled(userId), queryFn: ({ signal }) => getCancelledOrders(userId, signal), enabled: userId !== '', staleTime: 0 });

/** The signed-in shopper's orders, seen through `select` (the dashboard's latest three, the unpaid ones, ...). */
export function useOrders<T = Order[]>(select?: (orders: Order[]) => T) {
  return useQuery({ ...ordersQuery(useUserId()), select });
}

export function useOrder(id: string) {
  return useQuery(orderQuery(useUserId(), id));
}

export function useCancelledOrders() {
  return useQuery(cancelledOrdersQuery(useUserId()));
}

/**
 * POST /api/v1/orders. No prices: the server orders the cart lines at catalogue prices. The key makes a repeat
 * of the same checkout attempt answer the first order instead of placing a second one.
 */
export async function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<PlacedOrder | null> {
  const answer = await api.post<unknown>('/orders', input, { token: sessionToken(), headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  // Placed, but an answer without a readable order: null, as no order the shopper can be sent to.
  return PlacedOrderAnswerSchema.safeParse(answer).data?.order ?? null;
}

/** POST /api/v1/orders/{id}/cancel with the shopper's reason; answers the cancelled order. */
async function cancelOrder(userId: string, id: string, reason: string): Promise<Order> {
  return OrderAnswerSchema.parse(await api.post<unknown>(`${orderPath(id)}/cancel`, { reason }, { token: sessionToken(userId) })).order;
}

/** Puts an order the server answered into every view of it at once, then has the other order queries ask again. */
export function useOrderAnswered() {
  const client = useQueryClient();
  const userId = useUserId();
  return (order: Order) => {
    client.setQueryData<Order[]>(ordersKeys.list(userId), (orders) => orders?.map((o) => (o.id === order.id ? order : o)));
    client.setQueryData(ordersKeys.detail(userId, order.id), order);
    void client.invalidateQueries({ queryKey: ordersKeys.all(userId) });
  };
}

export function useCancelOrder() {
  const client = useQueryClient();
  const userId = useUserId();
  const answered = useOrderAnswered();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelOrder(userId, id, reason),
    onSuccess: answered,
    // Refused (already shipped) or gone: the list is out of date, so fetch the truth.
    onError: () => void client.invalidateQueries({ queryKey: ordersKeys.list(userId) }),
  });
}
