import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../../../api/catalogue';

/** docs/product/catalog.md: 12 top products, ordered by sold count (the API's `popularity`). */
const TOP_PRODUCTS_COUNT = 12;

export const topProductsQuery = () => productsQuery({ sort: 'popularity', limit: TOP_PRODUCTS_COUNT });

export function useTopProducts() {
  return useQuery(topProductsQuery());
}
