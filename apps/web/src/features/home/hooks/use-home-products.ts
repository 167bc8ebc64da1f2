import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared';
import { productsQuery, type ProductFilters } from '../../../api/catalogue';

export type SectionStatus = 'pending' | 'empty' | 'ready';

/**
 * One home section's products, fetched once `enabled` (the section is near the screen). A failed
 * load shows the section's empty text, as docs/product/catalog.md says: there is nothing to show either way.
 */
export function useHomeProducts(filters: ProductFilters, enabled: boolean, take?: number) {
  const query = useQuery({ ...productsQuery(filters), enabled });
  const products: Product[] = (query.data?.products ?? []).slice(0, take ?? filters.limit);
  const status: SectionStatus = query.isPending && !query.isError ? 'pending' : products.length === 0 ? 'empty' : 'ready';
  return { products, status, total: query.data?.total ?? 0 };
}
