import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  BrandListSchema, CategoryListSchema, ProductAnswerSchema, ProductListSchema, SubcategoryListSchema,
  type Brand, type Category, type ProductDetail, type ProductList, type ProductQuery, type Subcategory,
} from '@shop/shared';
import { api, ApiError } from '../lib/api-client';

/**
 * The public catalogue: categories, subcategories, brands, product lists and one product. Plain query options,
 * no hooks, so the server's renderer asks for the same keys the browser reads (their first elements are what
 * a drawn page's data is filed under).
 */

/** Filters as the URL carries them: lists comma-separated (the API accepts both forms). */
export type ProductFilters = Omit<ProductQuery, 'brand' | 'colour'> & { brand?: string; colour?: string };

/** The header's search lists at most 6 suggestions. */
export const SUGGESTION_LIMIT = 6;

/** The answer is the bare array (an older client also accepted `{ categories }`; the schema takes both). */
async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = CategoryListSchema.parse(await api.get<unknown>('/categories', { signal }));
  return Array.isArray(body) ? body : body.categories;
}

async function getSubcategories(signal?: AbortSignal): Promise<Subcategory[]> {
  return SubcategoryListSchema.parse(await api.get<unknown>('/subcategories', { signal })).subcategories;
}

/** Brands with their product counts, within one category (slug or name) or across the shop. */
async function getBrands(category: string | undefined, signal?: AbortSignal): Promise<Brand[]> {
  return BrandListSchema.parse(await api.get<unknown>('/brands', { query: { category }, signal })).brands;
}

async function getProducts(filters: ProductFilters, signal?: AbortSignal): Promise<ProductList> {
  return ProductListSchema.parse(await api.get<unknown>('/products', { query: filters, signal }));
}

/**
 * One product, with the stock of each of its sizes; null when there is no such product (an unknown id, 404,
 * or one that cannot be an id, 400). A missing product is an answer, not a failure: it is not asked for again,
 * and a page drawn by the server carries it like any other answer (it is drawn as 'Product not found.').
 */
async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail | null> {
  try {
    return ProductAnswerSchema.parse(await api.get<unknown>(`/products/${encodeURIComponent(id)}`, { signal })).product;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

// Categories, subcategories and brands change rarely; the header, home tiles and menus share one answer.
const RARELY_CHANGES = 5 * 60_000;

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: RARELY_CHANGES });

export const subcategoriesQuery = () =>
  queryOptions({ queryKey: ['subcategories'], queryFn: ({ signal }) => getSubcategories(signal), staleTime: RARELY_CHANGES });

export const brandsQuery = (category?: string) =>
  queryOptions({ queryKey: ['brands', category ?? null], queryFn: ({ signal }) => getBrands(category, signal), staleTime: RARELY_CHANGES });

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({ queryKey: ['products', filters], queryFn: ({ signal }) => getProducts(filters, signal) });

export const productQuery = (id: string) => queryOptions({ queryKey: ['product', id], queryFn: ({ signal }) => getProduct(id, signal) });

/** The header's suggestions: the server matches every word and corrects typos. */
export const searchSuggestionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['search-suggestions', search],
    queryFn: ({ signal }) => getProducts({ search, limit: SUGGESTION_LIMIT }, signal),
    staleTime: 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
export const useSubcategories = () => useQuery(subcategoriesQuery());
export const useBrands = (category?: string) => useQuery(brandsQuery(category));

/** A new page of results keeps the old one on screen until it arrives. */
export function useProducts(filters: ProductFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData, enabled });
}

/** Asks only from one character on; the previous answer stays on screen while the next one loads. */
export function useSearchSuggestions(search: string) {
  return useQuery({ ...searchSuggestionsQuery(search), enabled: search.length >= 1, placeholderData: keepPreviousData });
}
