import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../../../api/catalogue';

/** docs/product/catalog.md: 12 top products, ordered by sold count (the API's `popularity`). */
const TOP_PRODUCTS_COUNT = 12;

export function useTopProducts() {
  return useQuery(productsQuery({ sort: 'popularity', limit: TOP_PRODUCTS_COUNT }));
}
