import { useQuery } from '@tanstack/react-query';
import { ReviewEligibilitySchema, type ReviewEligibility } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { reviewsKeys } from './query-keys';

/** GET /api/v1/reviews/eligibility?product_id= (bearer): may the shopper review it, and their review if any. */
export async function getReviewEligibility(token: string, productId: number, signal?: AbortSignal): Promise<ReviewEligibility> {
  return ReviewEligibilitySchema.parse(await api.get<unknown>('/reviews/eligibility', { token, signal, query: { product_id: productId } }));
}

export function useReviewEligibility(productId: number) {
  const session = useSession();
  return useQuery({
    queryKey: reviewsKeys.eligibility(session?.user.id ?? '', productId),
    queryFn: ({ signal }) => getReviewEligibility(session?.token ?? '', productId, signal),
    enabled: session !== null,
    staleTime: 0,
  });
}
