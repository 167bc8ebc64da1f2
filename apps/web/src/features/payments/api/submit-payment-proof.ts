import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderSchema, PaymentProofSchema, type Order, type PaymentProof, type PaymentProofData } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { paymentsKeys } from './query-keys';

/** POST /api/v1/orders/{id}/payment-proof (bearer): answers the proof and the order, now 'submitted'. */
export async function submitPaymentProof(token: string, orderId: string, input: PaymentProofData): Promise<{ proof: PaymentProof; order: Order }> {
  const answer = await api.post<{ proof?: unknown; order?: unknown }>(`/orders/${encodeURIComponent(orderId)}/payment-proof`, input, { token });
  return { proof: PaymentProofSchema.parse(answer?.proof), order: OrderSchema.parse(answer?.order) };
}

export function useSubmitPaymentProof(orderId: string) {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user.id ?? '';
  return useMutation({
    mutationFn: (input: PaymentProofData) => submitPaymentProof(session?.token ?? '', orderId, input),
    onSuccess: ({ proof, order }) => {
      queryClient.setQueryData(paymentsKeys.order(userId, orderId), order);
      queryClient.setQueryData<PaymentProof[]>(paymentsKeys.proofs(userId, orderId), (proofs = []) => [proof, ...proofs]);
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.orders(userId) });
    },
  });
}
