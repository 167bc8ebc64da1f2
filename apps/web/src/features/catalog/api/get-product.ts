import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** One product, with the stock of each of its sizes. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  const body = await api.get<{ product: ProductDetail }>(`/products/${encodeURIComponent(id)}`, { signal });
  return body.product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
