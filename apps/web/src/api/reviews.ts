import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyReviewListSchema, ProductReviewsSchema, ProductsToReviewSchema, ReviewAnswerSchema, ReviewEligibilitySchema,
  type MyReview, type ProductReviews, type ProductToReview, type ReviewEligibility,
} from '@shop/shared';
import { api, ApiError } from '../lib/api-client';
import { sessionToken, useUserId } from './personal';

/** Reviews: a product's public ones (per product and page) and the shopper's own (bearer, per user). */
const reviewsKeys = {
  mine: (userId: string) => ['reviews', userId, 'mine'] as const,
  pending: (userId: string) => ['reviews', userId, 'pending'] as const,
  eligibility: (userId: string, productId: number) => ['reviews', userId, 'eligibility', productId] as const,
  product: (productId: number) => ['product-reviews', productId] as const,
  productPage: (productId: number, page: number) => ['product-reviews', productId, page] as const,
};

/** GET /api/v1/products/{id}/reviews?page=: the ratings summary and one page of reviews, newest first. */
async function getProductReviews(productId: number, page: number, signal?: AbortSignal): Promise<ProductReviews> {
  return ProductReviewsSchema.parse(await api.get<unknown>(`/products/${productId}/reviews`, { signal, query: { page: page > 1 ? page : undefined } }));
}

export const productReviewsQuery = (productId: number, page = 1) =>
  queryOptions({ queryKey: reviewsKeys.productPage(productId, page), queryFn: ({ signal }) => getProductReviews(productId, page, signal) });

export function useProductReviews(productId: number, page = 1) {
  // Turning a page keeps the summary and the old page on screen until the new one arrives.
  return useQuery({ ...productReviewsQuery(productId, page), placeholderData: keepPreviousData });
}

/** GET /api/reviews/my, the old site's path outside /api/v1: the shopper's reviews, newest first. */
async function getMyReviews(userId: string, signal?: AbortSignal): Promise<MyReview[]> {
  return MyReviewListSchema.parse(await api.get<unknown>('/reviews/my', { token: sessionToken(userId), signal, base: '/api' })).reviews;
}

/** GET /api/v1/reviews/pending: products the shopper received and has not reviewed yet. */
async function getProductsToReview(userId: string, signal?: AbortSignal): Promise<ProductToReview[]> {
  return ProductsToReviewSchema.parse(await api.get<unknown>('/reviews/pending', { token: sessionToken(userId), signal })).products;
}

/** GET /api/v1/reviews/eligibility?product_id=: may the shopper review it, and their review if any. */
async function getReviewEligibility(userId: string, productId: number, signal?: AbortSignal): Promise<ReviewEligibility> {
  const answer = await api.get<unknown>('/reviews/eligibility', { token: sessionToken(userId), signal, query: { product_id: productId } });
  return ReviewEligibilitySchema.parse(answer);
}

export function useMyReviews() {
  const userId = useUserId();
  return useQuery({ queryKey: reviewsKeys.mine(userId), queryFn: ({ signal }) => getMyReviews(userId, signal), enabled: userId !== '', staleTime: 0 });
}

export function useProductsToReview() {
  const userId = useUserId();
  return useQuery({ queryKey: reviewsKeys.pending(userId), queryFn: ({ signal }) => getProductsToReview(userId, signal), enabled: userId !== '', staleTime: 0 });
}

export function useReviewEligibility(productId: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: reviewsKeys.eligibility(userId, productId),
    queryFn: ({ signal }) => getReviewEligibility(userId, productId, signal),
    enabled: userId !== '',
    staleTime: 0,
  });
}

interface ReviewDraft {
  productId: number;
  rating: number;
  message: string;
  /** Set when editing the shopper's existing review. */
  reviewId?: string;
}

/** POST /api/v1/reviews for a new review, PUT /api/v1/reviews/{id} for an edit. */
async function saveReview(draft: ReviewDraft): Promise<MyReview> {
  const { productId, rating, message, reviewId } = draft;
  const token = sessionToken();
  const answer = reviewId
    ? await api.put<unknown>(`/reviews/${encodeURIComponent(reviewId)}`, { rating, message }, { token })
    : await api.post<unknown>('/reviews', { product_id: productId, rating, message }, { token });
  return ReviewAnswerSchema.parse(answer).review;
}

/** DELETE /api/reviews/{id}, the old site's path. A 404 means it is gone already, which is what was asked. */
async function deleteReview(id: string): Promise<void> {
  try {
    await api.delete<unknown>(`/reviews/${encodeURIComponent(id)}`, { token: sessionToken(), base: '/api' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Saves, then has the product's reviews, the shopper's list and the eligibility asked again. */
export function useSaveReview() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: (review) => {
      client.setQueryData(reviewsKeys.eligibility(userId, review.productId), { canReview: true, reviewId: review.id, review });
      void client.invalidateQueries({ queryKey: reviewsKeys.product(review.productId) });
      void client.invalidateQueries({ queryKey: reviewsKeys.pending(userId) });
      void client.invalidateQueries({ queryKey: reviewsKeys.mine(userId) });
    },
  });
}

/** The review leaves the list only once the server has confirmed. */
export function useDeleteReview() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (review: MyReview) => deleteReview(review.id),
    onSuccess: (_answer, review) => {
      client.setQueryData<MyReview[]>(reviewsKeys.mine(userId), (list) => list?.filter((r) => r.id !== review.id));
      void client.invalidateQueries({ queryKey: reviewsKeys.product(review.productId) });
      void client.invalidateQueries({ queryKey: reviewsKeys.pending(userId) });
      void client.invalidateQueries({ queryKey: reviewsKeys.eligibility(userId, review.productId) });
    },
  });
}
