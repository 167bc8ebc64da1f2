import type { ProductFilters } from '../../../api/catalogue';

/**
 * What each home section asks the API for (docs/product/catalog.md): only what it shows. Sections that
 * show the same products share one request through the query cache (featured picks reuse the men,
 * women and kids answers; the stellar collection is the first 7 of the 25).
 */
export const HOME_QUERIES = {
  all: { limit: 25 },
  tshirts: { category: 't-shirt', limit: 6 },
  men: { category: 'men', limit: 8 },
  kids: { category: 'kids', limit: 7 },
  women: { category: 'women', limit: 7 },
} as const satisfies Record<string, ProductFilters>;

/** docs/product/catalog.md: the stellar collection shows the first 7 products. */
export const STELLAR_SIZE = 7;
