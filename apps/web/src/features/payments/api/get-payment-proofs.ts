import { useQuery } from '@tanstack/react-query';
import { PaymentProofListSchema, type PaymentProof } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { paymentsKeys } from './query-keys';

/** GET /api/v1/orders/{id}/payment-proofs (bearer): the order's proofs, newest first. */
export async function getPaymentProofs(token: string, orderId: string, signal?: AbortSignal): Promise<PaymentProof[]> {
  const answer = await api.get<unknown>(`/orders/${encodeURIComponent(orderId)}/payment-proofs`, { token, signal });
  return PaymentProofListSchema.parse(answer).proofs;
}

export function usePaymentProofs(orderId: string, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: paymentsKeys.proofs(session?.user.id ?? '', orderId),
    queryFn: ({ signal }) => getPaymentProofs(session?.token ?? '', orderId, signal),
    enabled: enabled && session !== null && orderId !== '',
    staleTime: 0,
  });
}
