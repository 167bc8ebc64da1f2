import { useQuery } from '@tanstack/react-query';
import { MyReviewListSchema, type MyReview } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { reviewsKeys } from './query-keys';

/** GET /api/reviews/my (bearer), the old site's path (docs/product/returns-and-reviews.md): the shopper's reviews, newest first. */
export async function getMyReviews(token: string, signal?: AbortSignal): Promise<MyReview[]> {
  return MyReviewListSchema.parse(await api.get<unknown>('/reviews/my', { token, signal, base: '/api' })).reviews;
}

export function useMyReviews() {
  const session = useSession();
  return useQuery({
    queryKey: reviewsKeys.mine(session?.user.id ?? ''),
    queryFn: ({ signal }) => getMyReviews(session?.token ?? '', signal),
    enabled: session !== null,
    staleTime: 0,
  });
}
