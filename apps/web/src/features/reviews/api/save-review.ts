import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReviewAnswerSchema, type MyReview } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { reviewsKeys } from './query-keys';

export interface ReviewDraft {
  productId: number;
  rating: number;
  message: string;
  /** Set when editing the shopper's existing review. */
  reviewId?: string;
}

/** POST /api/v1/reviews for a new review, PUT /api/v1/reviews/{id} for an edit (bearer). */
export async function saveReview(token: string, draft: ReviewDraft): Promise<MyReview> {
  const { productId, rating, message, reviewId } = draft;
  const answer = reviewId
    ? await api.put<unknown>(`/reviews/${encodeURIComponent(reviewId)}`, { rating, message }, { token })
    : await api.post<unknown>('/reviews', { product_id: productId, rating, message }, { token });
  return ReviewAnswerSchema.parse(answer).review;
}

/** Saves, then has the product's reviews, the shopper's list and the eligibility asked again. */
export function useSaveReview() {
  const session = useSession();
  const client = useQueryClient();
  const userId = session?.user.id ?? '';
  return useMutation({
    mutationFn: (draft: ReviewDraft) => saveReview(session?.token ?? '', draft),
    onSuccess: (review) => {
      client.setQueryData(reviewsKeys.eligibility(userId, review.productId), { canReview: true, reviewId: review.id, review });
      void client.invalidateQueries({ queryKey: reviewsKeys.product(review.productId) });
      void client.invalidateQueries({ queryKey: reviewsKeys.pending(userId) });
      void client.invalidateQueries({ queryKey: reviewsKeys.mine(userId) });
    },
  });
}
