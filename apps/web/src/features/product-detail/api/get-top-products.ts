import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '../../catalog/api/get-products';

/** docs/product/catalog.md: 12 top products, ordered by sold count (the API's `popularity`). */
export const TOP_PRODUCTS_COUNT = 12;

export function useTopProducts() {
  return useQuery(productsQueryOptions({ sort: 'popularity', limit: TOP_PRODUCTS_COUNT }));
}
