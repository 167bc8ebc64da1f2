import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyReview } from '@shop/shared';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { reviewsKeys } from './query-keys';

/** DELETE /api/reviews/{id} (bearer; docs/product/returns-and-reviews.md). A 404 means it is gone already, which is what was asked. */
export async function deleteReview(token: string, id: string): Promise<void> {
  try {
    await api.delete<unknown>(`/reviews/${encodeURIComponent(id)}`, { token, base: '/api' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** docs/product/returns-and-reviews.md: the review leaves the list only once the server has confirmed. */
export function useDeleteReview() {
  const session = useSession();
  const client = useQueryClient();
  const userId = session?.user.id ?? '';
  return useMutation({
    mutationFn: (review: MyReview) => deleteReview(session?.token ?? '', review.id),
    onSuccess: (_answer, review) => {
      client.setQueryData<MyReview[]>(reviewsKeys.mine(userId), (list) => list?.filter((r) => r.id !== review.id));
      void client.invalidateQueries({ queryKey: reviewsKeys.product(review.productId) });
      void client.invalidateQueries({ queryKey: reviewsKeys.pending(userId) });
      void client.invalidateQueries({ queryKey: reviewsKeys.eligibility(userId, review.productId) });
    },
  });
}
