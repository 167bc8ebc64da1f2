import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OnlinePaymentsAnswerSchema, OrderAnswerSchema, PaymentOptionsSchema, StartOnlinePaymentAnswerSchema,
  type OnlinePaymentsAnswer, type Order, type PaymentMethod, type PaymentOptions, type PaymentWay, type StartOnlinePaymentAnswer,
} from '@shop/shared';
import { api, ApiError } from '../lib/api-client';
import { useOrderAnswered } from './orders';
import { sessionToken, useUserId } from './personal';

/**
 * Paying online (docs/decisions/068, 071): the checkout's choices that work now, an order's attempts and refunds,
 * a new attempt (the gateway's page to send the shopper to), and switching an unpaid order to cash on delivery.
 */
const onlinePaymentsKeys = {
  options: ['payment-options'] as const,
  of: (userId: string, orderId: string) => ['online-payments', userId, orderId] as const,
};

const onlinePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/online-payments`;

/** GET /api/v1/payments/options (public). */
async function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions['options']> {
  return PaymentOptionsSchema.parse(await api.get<unknown>('/payments/options', { signal })).options;
}

const paymentOptionsQuery = queryOptions({ queryKey: onlinePaymentsKeys.options, queryFn: ({ signal }) => getPaymentOptions(signal), staleTime: 5 * 60_000 });

/** The checkout's payment choices that work now, in the checkout's order (Cash On Delivery first). */
export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery);
}

/** The way a method goes today, by the options (undefined while they load or for a method no longer offered). */
export function wayOf(options: PaymentOptions['options'] | undefined, method: PaymentMethod | string): PaymentWay | undefined {
  return options?.find((option) => option.method === method)?.way;
}

/** GET /api/v1/orders/{id}/online-payments: the order's way, its attempts (newest first) and refunds. */
async function getOnlinePayments(userId: string, orderId: string, signal?: AbortSignal): Promise<OnlinePaymentsAnswer> {
  return OnlinePaymentsAnswerSchema.parse(await api.get<unknown>(onlinePath(orderId), { token: sessionToken(userId), signal }));
}

/**
 * The order's online payments. `poll`: ask again every `poll` ms (the return page while an attempt is still
 * 'started'); the screen stops it after a few tries.
 */
export function useOnlinePayments(orderId: string, { enabled = true, poll = false as number | false } = {}) {
  const userId = useUserId();
  return useQuery({
    queryKey: onlinePaymentsKeys.of(userId, orderId),
    queryFn: ({ signal }) => getOnlinePayments(userId, orderId, signal),
    enabled: enabled && userId !== '' && orderId !== '',
    staleTime: 0,
    refetchInterval: poll,
  });
}

/** Sends the browser to the gateway's page (a full navigation: the gateway is another site). */
export const goToGateway = (url: string) => window.location.assign(url);

/** POST /api/v1/orders/{id}/online-payments: a new attempt at the order's own total; answers where to send the shopper. */
export async function startOnlinePayment(orderId: string): Promise<StartOnlinePaymentAnswer> {
  return StartOnlinePaymentAnswerSchema.parse(await api.post<unknown>(onlinePath(orderId), undefined, { token: sessionToken() }));
}

/** A new attempt from the payment page: on success the browser leaves for the gateway (by the caller). */
export function useStartOnlinePayment(orderId: string) {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: () => startOnlinePayment(orderId),
    onError: () => void client.invalidateQueries({ queryKey: onlinePaymentsKeys.of(userId, orderId) }),
  });
}

/** POST /api/v1/orders/{id}/pay-on-delivery: the unpaid order is paid in cash on delivery instead; answers the order. */
async function payOnDelivery(orderId: string): Promise<Order> {
  return OrderAnswerSchema.parse(await api.post<unknown>(`/orders/${encodeURIComponent(orderId)}/pay-on-delivery`, undefined, { token: sessionToken() })).order;
}

export function usePayOnDelivery(orderId: string) {
  const client = useQueryClient();
  const userId = useUserId();
  const answered = useOrderAnswered();
  return useMutation({
    mutationFn: () => payOnDelivery(orderId),
    onSuccess: (order) => {
      answered(order);
      void client.invalidateQueries({ queryKey: onlinePaymentsKeys.of(userId, orderId) });
    },
  });
}

/** The reasons the screens word by code (online.reasons.*) when a payment cannot start or the switch to cash fails. */
export const ONLINE_REASONS = ['gateway_unavailable', 'payment_unavailable', 'already_paid', 'order_cancelled', 'conflict', 'rate_limited', 'network', 'unknown'] as const;
export type OnlineReason = (typeof ONLINE_REASONS)[number];

/** Why it failed, by the server's code, never by its message. */
export function onlineReason(error: unknown): OnlineReason {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.status === 0) return 'network';
  if (error.status === 429) return 'rate_limited';
  const code: string = error.code;
  return (ONLINE_REASONS as readonly string[]).includes(code) ? (code as OnlineReason) : error.status === 503 ? 'gateway_unavailable' : 'unknown';
}
