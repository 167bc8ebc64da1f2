import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ProductReviewsSchema, type ProductReviews } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { reviewsKeys } from './query-keys';

/** GET /api/v1/products/{id}/reviews?page=: the ratings summary and one page of reviews, newest first. */
export async function getProductReviews(productId: number, page: number, signal?: AbortSignal): Promise<ProductReviews> {
  return ProductReviewsSchema.parse(await api.get<unknown>(`/products/${productId}/reviews`, { signal, query: { page: page > 1 ? page : undefined } }));
}

export const productReviewsQueryOptions = (productId: number, page = 1) =>
  queryOptions({
    queryKey: reviewsKeys.productPage(productId, page),
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
  });

export function useProductReviews(productId: number, page = 1) {
  return useQuery({
    ...productReviewsQueryOptions(productId, page),
    // Turning a page keeps the summary and the old page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
