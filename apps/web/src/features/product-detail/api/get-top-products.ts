import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '../../catalog/api/get-products';

/** storefront.md §9: 12 top products, ordered by sold count (the API's `popularity`). */
export const TOP_PRODUCTS_COUNT = 12;

export const topProductsQueryOptions = () => productsQueryOptions({ sort: 'popularity', limit: TOP_PRODUCTS_COUNT });

export function useTopProducts() {
  return useQuery(topProductsQueryOptions());
}
