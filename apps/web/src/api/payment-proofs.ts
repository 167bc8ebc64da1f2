import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PaymentProofAnswerSchema, PaymentProofListSchema, type Order, type PaymentProof, type PaymentProofData } from '@shop/shared';
import { api, ApiError, HTTP_ERROR, NETWORK_ERROR } from '../lib/api-client';
import { useOrderAnswered } from './orders';
import { sessionToken, useUserId } from './personal';

/** An order's payment proofs (bearer): the list, a new proof, and a proof's screenshot. */
const paymentProofsKeys = {
  of: (userId: string, orderId: string) => ['payment-proofs', userId, orderId] as const,
  screenshot: (userId: string, url: string) => ['payment-proofs', userId, 'screenshot', url] as const,
};

const proofsPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/payment-proofs`;

/** GET /api/v1/orders/{id}/payment-proofs: newest first. */
async function getPaymentProofs(userId: string, orderId: string, signal?: AbortSignal): Promise<PaymentProof[]> {
  return PaymentProofListSchema.parse(await api.get<unknown>(proofsPath(orderId), { token: sessionToken(userId), signal })).proofs;
}

const paymentProofsQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: paymentProofsKeys.of(userId, orderId),
    queryFn: ({ signal }) => getPaymentProofs(userId, orderId, signal),
    enabled: userId !== '' && orderId !== '',
    staleTime: 0,
  });

export function usePaymentProofs(orderId: string, enabled = true) {
  const query = paymentProofsQuery(useUserId(), orderId);
  return useQuery({ ...query, enabled: enabled && query.enabled });
}

/** POST /api/v1/orders/{id}/payment-proof: answers the proof and the order, now 'submitted'. */
async function submitPaymentProof(orderId: string, input: PaymentProofData): Promise<{ proof: PaymentProof; order: Order }> {
  const answer = await api.post<unknown>(`/orders/${encodeURIComponent(orderId)}/payment-proof`, input, { token: sessionToken() });
  return PaymentProofAnswerSchema.parse(answer);
}

/** A proof sent: the proof list grows, and every view of the order (the orders screens, /payment's list) follows. */
export function useSubmitPaymentProof(orderId: string) {
  const client = useQueryClient();
  const userId = useUserId();
  const answered = useOrderAnswered();
  return useMutation({
    mutationFn: (input: PaymentProofData) => submitPaymentProof(orderId, input),
    onSuccess: ({ proof, order }) => {
      client.setQueryData<PaymentProof[]>(paymentProofsKeys.of(userId, orderId), (proofs = []) => [proof, ...proofs]);
      answered(order);
    },
  });
}

/**
 * GET /api/v1/payment-proofs/{id}/screenshot: the image as a Blob. An <img> cannot send the bearer token,
 * so the page fetches it and shows it through a blob: URL.
 */
async function getProofScreenshot(userId: string, url: string, signal?: AbortSignal): Promise<Blob> {
  const token = sessionToken(userId);
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'image/webp,image/*' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Network error. Please check your connection.', NETWORK_ERROR);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new ApiError(response.status, 'The screenshot could not be loaded.', HTTP_ERROR);
  return response.blob();
}

/** A blob: URL of the proof's screenshot while the component shows it; revoked afterwards. */
export function useProofScreenshot(url: string) {
  const userId = useUserId();
  const query = useQuery({
    queryKey: paymentProofsKeys.screenshot(userId, url),
    queryFn: ({ signal }) => getProofScreenshot(userId, url, signal),
    enabled: userId !== '',
    staleTime: Infinity,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const made = URL.createObjectURL(query.data);
    setObjectUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [query.data]);
  return { objectUrl, isError: query.isError, isPending: query.isPending || (query.data !== undefined && objectUrl === null) };
}
