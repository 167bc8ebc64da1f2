import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** The first client also accepted `{ categories }`; our API answers the bare array. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<Category[] | { categories: Category[] }>('/categories', { signal });
  return Array.isArray(body) ? body : body.categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change rarely; the header, home tiles and menus share this one answer.
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
