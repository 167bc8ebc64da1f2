import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subcategory } from '@shop/shared';
import { api } from '../../../lib/api-client';

/**
 * GET /api/v1/subcategories. The Shop mega-menu loads subcategories on their own, as the old site's
 * menu did, so a failure there shows 'Error loading subcategories' under intact categories.
 */
export async function getSubcategories(signal?: AbortSignal): Promise<Subcategory[]> {
  const body = await api.get<{ subcategories: Subcategory[] }>('/subcategories', { signal });
  return body.subcategories;
}

export const subcategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['subcategories'],
    queryFn: ({ signal }) => getSubcategories(signal),
    staleTime: 5 * 60_000,
  });

/** Used inside the Shop menu's panel: fetched the first time it opens, then served from the cache. */
export function useSubcategories() {
  return useQuery(subcategoriesQueryOptions());
}
