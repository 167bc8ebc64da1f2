import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared';
import { api } from '../../../lib/api-client';

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const body = await api.get<{ product: Product }>(`/products/${encodeURIComponent(id)}`, { signal });
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
