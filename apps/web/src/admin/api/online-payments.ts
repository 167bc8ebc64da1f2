import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminAttemptAnswerSchema,
  AdminAttemptListSchema,
  AdminRefundAnswerSchema,
  AdminRefundListSchema,
  AdminWalletAnswerSchema,
  AdminWalletListSchema,
  type AdminAttemptQuery,
  type AdminRefundQuery,
  type AdminWalletQuery,
  type HandRefundInput,
} from '@shop/shared';
import { adminApi } from './client';
import { orderKeys } from './orders';

/**
 * The online payments of the back office (docs/product/back-office-payments-and-returns.md): the gateways'
 * attempts, the refunds and the money received on the shop's wallet numbers, each a page at a time, and what staff
 * do with them. Every action refreshes the three lists and the orders, whose payment it may change.
 */
export const ONLINE_PAGE_SIZE = 20;

/** A list's filters: the query schema's fields but its page size, which is this module's. */
type Filters<Q> = Partial<Omit<Q, 'limit'>>;

export const onlineKeys = {
  attempts: ['admin', 'payment-attempts'] as const,
  refunds: ['admin', 'refunds'] as const,
  wallet: ['admin', 'wallet-transactions'] as const,
};

export const attemptsQuery = (filters: Filters<AdminAttemptQuery>) =>
  queryOptions({
    queryKey: [...onlineKeys.attempts, filters],
    queryFn: ({ signal }) => adminApi.get('/payment-attempts', AdminAttemptListSchema, { query: { ...filters, limit: ONLINE_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const refundsQuery = (filters: Filters<AdminRefundQuery>) =>
  queryOptions({
    queryKey: [...onlineKeys.refunds, filters],
    queryFn: ({ signal }) => adminApi.get('/refunds', AdminRefundListSchema, { query: { ...filters, limit: ONLINE_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const walletQuery = (filters: Filters<AdminWalletQuery>) =>
  queryOptions({
    queryKey: [...onlineKeys.wallet, filters],
    queryFn: ({ signal }) => adminApi.get('/wallet-transactions', AdminWalletListSchema, { query: { ...filters, limit: ONLINE_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** `enabled` false leaves a list unasked (the order page asks only when the signed-in person may see payments). */
export const useAttempts = (filters: Filters<AdminAttemptQuery>, enabled = true) => useQuery({ ...attemptsQuery(filters), enabled });
export const useRefunds = (filters: Filters<AdminRefundQuery>, enabled = true) => useQuery({ ...refundsQuery(filters), enabled });
export const useWalletMoney = (filters: Filters<AdminWalletQuery>) => useQuery(walletQuery(filters));

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([onlineKeys.attempts, onlineKeys.refunds, onlineKeys.wallet, orderKeys.all, ['admin', 'payment-proofs']].map((queryKey) => client.invalidateQueries({ queryKey })));
}

const at = (kind: string, id: string, action: string) => `/${kind}/${encodeURIComponent(id)}/${action}`;

export type AttemptAction = { id: string; action: 'check' } | { id: string; action: 'accept' } | { id: string; action: 'refuse'; reason: string };

/** POST /admin/payment-attempts/{id}/check (no body), /accept ({}) or /refuse ({reason}). */
export function useAttemptAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: AttemptAction) => adminApi.post(at('payment-attempts', input.id, input.action), input.action === 'refuse' ? { reason: input.reason } : {}, AdminAttemptAnswerSchema),
    onSettled: refresh,
  });
}

/** POST /admin/refunds/{id}/retry. */
export function useRetryRefund() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => adminApi.post(at('refunds', id, 'retry'), {}, AdminRefundAnswerSchema), onSettled: refresh });
}

/** POST /admin/wallet-transactions/{id}/resolve {reason}: staff's note of what they did. */
export function useResolveWallet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminApi.post(at('wallet-transactions', input.id, 'resolve'), { reason: input.reason }, AdminWalletAnswerSchema),
    onSettled: refresh,
  });
}

/** POST /admin/orders/{order_number}/hand-refunds {amount, reference, note?}. */
export function useHandRefund(orderNumber: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: HandRefundInput) => adminApi.post(`/orders/${encodeURIComponent(orderNumber)}/hand-refunds`, input, AdminRefundAnswerSchema),
    onSettled: refresh,
  });
}
