import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList, ProductQuery } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Filters as the URL carries them: lists comma-separated (the API accepts both forms). */
export type ProductFilters = Omit<ProductQuery, 'brand' | 'colour'> & { brand?: string; colour?: string };

export function getProducts(filters: ProductFilters, signal?: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>('/products', { query: filters, signal });
}

export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', filters],
    queryFn: ({ signal }) => getProducts(filters, signal),
  });

export function useProducts(filters: ProductFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData, enabled });
}
