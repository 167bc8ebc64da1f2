import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/shared';
import { api, ApiError } from '../../../lib/api-client';

/**
 * One product, with the stock of each of its sizes; null when there is no such product (an unknown id, 404,
 * or one that cannot be an id, 400). A missing product is an answer, not a failure: it is not asked for again,
 * and a page drawn by the server carries it like any other answer (it is drawn as 'Product not found.').
 */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail | null> {
  try {
    const body = await api.get<{ product: ProductDetail }>(`/products/${encodeURIComponent(id)}`, { signal });
    return body.product;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
