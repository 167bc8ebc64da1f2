import { AdminProductQuerySchema } from '@shop/shared';
import type { ProductFilter } from '../../api/products';
import { useUrlFilters } from '../../kit/url-filters';

/** The product list's filters in the address, by the names and rules the API reads them with. */
const PRODUCT_FILTERS = AdminProductQuerySchema.pick({ q: true, category_id: true, status: true, page: true });

/** The product list's filters read from the address, as the products module asks for them. */
export function useProductFilters() {
  const { filters, show, replace } = useUrlFilters(PRODUCT_FILTERS);
  const filter: ProductFilter = { q: filters.q ?? '', categoryId: filters.category_id ?? null, status: filters.status, page: filters.page };
  return { filter, show, replace };
}
