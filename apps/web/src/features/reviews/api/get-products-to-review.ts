import { useQuery } from '@tanstack/react-query';
import { ProductsToReviewSchema, type ProductToReview } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { reviewsKeys } from './query-keys';

/** GET /api/v1/reviews/pending (bearer): products the shopper received and has not reviewed yet. */
export async function getProductsToReview(token: string, signal?: AbortSignal): Promise<ProductToReview[]> {
  return ProductsToReviewSchema.parse(await api.get<unknown>('/reviews/pending', { token, signal })).products;
}

export function useProductsToReview() {
  const session = useSession();
  return useQuery({
    queryKey: reviewsKeys.pending(session?.user.id ?? ''),
    queryFn: ({ signal }) => getProductsToReview(session?.token ?? '', signal),
    enabled: session !== null,
    staleTime: 0,
  });
}
