import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** docs/product/catalog.md: the header's search lists at most 6 suggestions. */
export const SUGGESTION_LIMIT = 6;

/** GET /api/v1/products?search=…&limit=6: the server matches every word and corrects typos. */
export function getSearchSuggestions(search: string, signal?: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>('/products', { query: { search, limit: SUGGESTION_LIMIT }, signal });
}

export const searchSuggestionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['search-suggestions', search],
    queryFn: ({ signal }) => getSearchSuggestions(search, signal),
    staleTime: 60_000,
  });

/** Asks only from one character on; the previous answer stays on screen while the next one loads. */
export function useSearchSuggestions(search: string) {
  return useQuery({
    ...searchSuggestionsQueryOptions(search),
    enabled: search.length >= 1,
    placeholderData: keepPreviousData,
  });
}
