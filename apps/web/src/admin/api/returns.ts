import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminReturnAnswerSchema, AdminReturnListSchema, type ReturnStatus } from '@shop/shared';
import { adminApi } from './client';

/**
 * The returns queue (docs/product/back-office-payments-and-returns.md): a page of returns of one status,
 * approving, rejecting with a reason and refunding. Each decision refreshes every page of the queue.
 */
export interface ReturnFilters {
  status: ReturnStatus;
  page: number;
}

export const RETURN_PAGE_SIZE = 20;

export const returnKeys = { all: ['admin', 'returns'] as const, list: (filters: ReturnFilters) => ['admin', 'returns', filters] as const };

export const returnsQueueQuery = (filters: ReturnFilters) =>
  queryOptions({
    queryKey: returnKeys.list(filters),
    queryFn: ({ signal }) => adminApi.get('/returns', AdminReturnListSchema, { query: { ...filters, limit: RETURN_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useReturnsQueue = (filters: ReturnFilters) => useQuery(returnsQueueQuery(filters));

export type ReturnDecision = { id: string; action: 'approve' | 'refund' } | { id: string; action: 'reject'; reason: string };

/** POST /api/v1/admin/returns/{id}/approve, /reject {reason} or /refund. */
export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnDecision) =>
      adminApi.post(`/returns/${encodeURIComponent(input.id)}/${input.action}`, input.action === 'reject' ? { reason: input.reason } : {}, AdminReturnAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
