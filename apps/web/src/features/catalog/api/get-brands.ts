import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Brands with their product counts, within one category (slug or name) or across the shop. */
export async function getBrands(category: string | undefined, signal?: AbortSignal): Promise<Brand[]> {
  const body = await api.get<{ brands: Brand[] }>('/brands', { query: { category }, signal });
  return body.brands;
}

export const brandsQueryOptions = (category?: string) =>
  queryOptions({
    queryKey: ['brands', category ?? null],
    queryFn: ({ signal }) => getBrands(category, signal),
    staleTime: 5 * 60_000,
  });

export function useBrands(category?: string) {
  return useQuery(brandsQueryOptions(category));
}
