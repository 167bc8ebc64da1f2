import { CATEGORY_PAGE_SIZE } from '@shop/shared';
import type { ProductFilters } from '../../../api/catalogue';
import { COLOUR_FILTERS, SERVICE_FILTERS, SHOPPING_FROM_FILTERS, selectable } from './filter-options';
import { readChoice, readList, readPage } from './url-params';

/** docs/product/catalog.md: the category page's sort values; popularity is the default. */
export const CATEGORY_SORTS = ['popularity', 'latest', 'priceLowHigh', 'priceHighLow'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export interface CategoryView {
  brands: string[];
  colours: string[];
  services: string[];
  from: string[];
  sort: CategorySort;
  page: number;
}

const known = (values: string[], options: readonly { value: string }[]) =>
  values.filter((v) => options.some((o) => o.value === v));

/** The filters, sort and page of the address; unknown values are ignored rather than failing the page. */
export function readCategoryView(params: URLSearchParams, defaultSort: CategorySort = 'popularity'): CategoryView {
  return {
    brands: readList(params, 'brand'),
    colours: known(readList(params, 'colour'), COLOUR_FILTERS),
    services: known(readList(params, 'service'), selectable(SERVICE_FILTERS)),
    from: known(readList(params, 'from'), selectable(SHOPPING_FROM_FILTERS)),
    sort: readChoice(params, 'sort', CATEGORY_SORTS, defaultSort),
    page: readPage(params),
  };
}

/** What the listing is of: a category, a subcategory, or everything. */
export type ListingScope = { category?: string; subcategory?: string };

/**
 * The API query: brand and colour filter on the server. Services and shopping-from have no product
 * data; the ones we offer hold for every product (filter-options.ts), so they narrow nothing.
 */
export function categoryFilters(scope: ListingScope, view: CategoryView): ProductFilters {
  return {
    ...scope,
    brand: view.brands.join(',') || undefined,
    colour: view.colours.join(',') || undefined,
    sort: view.sort,
    page: view.page,
    limit: CATEGORY_PAGE_SIZE,
  };
}

export function activeFilterCount(view: CategoryView): number {
  return view.brands.length + view.colours.length + view.services.length + view.from.length;
}
