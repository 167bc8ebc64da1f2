import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminProofAnswerSchema, AdminProofListSchema, type ProofStatus } from '@shop/shared';
import { adminApi } from './client';

/**
 * The payment-proof queue (docs/product/back-office-payments-and-returns.md): a page of proofs of one status,
 * approving one and rejecting one with a reason. Each decision refreshes every page of the queue.
 */
export interface ProofFilters {
  status: ProofStatus;
  q?: string;
  page: number;
}

export const PROOF_PAGE_SIZE = 10;

export const paymentKeys = { all: ['admin', 'payment-proofs'] as const, list: (filters: ProofFilters) => ['admin', 'payment-proofs', filters] as const };

export const proofQueueQuery = (filters: ProofFilters) =>
  queryOptions({
    queryKey: paymentKeys.list(filters),
    queryFn: ({ signal }) => adminApi.get('/payment-proofs', AdminProofListSchema, { query: { ...filters, limit: PROOF_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useProofQueue = (filters: ProofFilters) => useQuery(proofQueueQuery(filters));

export type ProofDecision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/** POST /api/v1/admin/payment-proofs/{id}/approve or /reject {reason}. */
export function useDecideProof() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProofDecision) =>
      adminApi.post(`/payment-proofs/${encodeURIComponent(input.id)}/${input.decision}`, input.decision === 'reject' ? { reason: input.reason } : {}, AdminProofAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
