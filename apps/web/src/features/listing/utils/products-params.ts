import type { ProductFilters } from '../../../api/catalogue';
import { readChoice, readPage } from './url-params';

/** docs/product/catalog.md: the products page's sort options. */
export const PRODUCTS_SORTS = ['default', 'price-asc', 'price-desc', 'newest'] as const;
export type ProductsSort = (typeof PRODUCTS_SORTS)[number];

/** The tabs are ready-made orders: trending = best sellers first, new = newest first. */
export const PRODUCTS_TABS = ['all', 'trending', 'new'] as const;
export type ProductsTab = (typeof PRODUCTS_TABS)[number];

/** Same page size as the category page (docs/product/catalog.md), so both pagers read alike. */
export const PRODUCTS_PAGE_SIZE = 32;

export interface ProductsView {
  search: string;
  category: string;
  subcategory: string;
  tab: ProductsTab;
  sort: ProductsSort;
  page: number;
}

/**
 * A tab and a sort never both apply: choosing a tab resets the sort, choosing a sort leaves the tabs
 * (see useProductsView), so `?tab=new&sort=price-asc` from an old link shows the sort.
 */
export function readProductsView(params: URLSearchParams): ProductsView {
  const sort = readChoice(params, 'sort', PRODUCTS_SORTS, 'default');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    category: (params.get('category') ?? '').trim().toLowerCase(),
    subcategory: (params.get('subcategory') ?? '').trim().toLowerCase(),
    tab: sort === 'default' ? readChoice(params, 'tab', PRODUCTS_TABS, 'all') : 'all',
    sort,
    page: readPage(params),
  };
}

/** The API query of a view. No sort at all lets a search put its best matches first. */
export function productsFilters(view: ProductsView): ProductFilters {
  const sort = view.tab === 'trending' ? 'popularity' : view.tab === 'new' ? 'newest' : view.sort === 'default' ? undefined : view.sort;
  return {
    search: view.search || undefined,
    category: view.category || undefined,
    subcategory: view.subcategory || undefined,
    sort,
    page: view.page,
    limit: PRODUCTS_PAGE_SIZE,
  };
}
