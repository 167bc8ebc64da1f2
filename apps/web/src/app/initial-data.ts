import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Category, ProductDetail } from '@shop/shared';
import { categoriesQuery as categoriesQueryOptions, productQuery as productQueryOptions } from '../api/catalogue';

/**
 * API answers the server put into the page (`<script type="application/json" id="initial-data">`,
 * apps/api/src/plugins/web-page): the first screen renders from them instead of asking again after
 * the script has loaded (docs/decisions/014). Anything missing or malformed is simply fetched.
 */
export interface InitialData {
  categories?: Category[];
  /** The page's product; null when the server found there is no such product (the page says so at once). */
  product?: { id: string; product: ProductDetail | null };
  /**
   * On a page the server drew (docs/decisions/023): every catalogue answer the drawing used, so the browser
   * hydrates from the very same data instead of drawing skeletons and fetching again.
   */
  queries?: DehydratedState;
}

function readInitialData(): InitialData {
  const element = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (!element?.textContent) return {};
  try {
    const value: unknown = JSON.parse(element.textContent);
    return typeof value === 'object' && value !== null ? (value as InitialData) : {};
  } catch {
    return {};
  }
}

const isDehydratedState = (value: unknown): value is DehydratedState =>
  typeof value === 'object' && value !== null && Array.isArray((value as DehydratedState).queries) && Array.isArray((value as DehydratedState).mutations);

/** Puts the page's first answers into the cache: read from the page, or given (the server's render). */
export function seedInitialData(client: QueryClient, data: InitialData = readInitialData()): void {
  const { categories, product, queries } = data;
  if (isDehydratedState(queries)) hydrate(client, queries);
  if (Array.isArray(categories)) client.setQueryData(categoriesQueryOptions().queryKey, categories);
  if (product && typeof product.id === 'string' && typeof product.product === 'object') {
    client.setQueryData(productQueryOptions(product.id).queryKey, product.product);
  }
}
