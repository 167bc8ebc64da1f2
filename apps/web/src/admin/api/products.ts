import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminProductAnswerSchema, AdminProductListSchema, type ProductInput } from '@shop/shared';
import { adminApi } from './client';

/** Products in the back office (docs/product/back-office-catalogue.md): the list, one product, create and save. */
export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (filter: ProductFilter) => ['admin', 'products', 'list', filter] as const,
  one: (id: number) => ['admin', 'products', 'one', id] as const,
};

export interface ProductFilter {
  q: string;
  categoryId: number | null;
  status: 'active' | 'inactive' | 'all';
  page: number;
}

export const PRODUCT_PAGE_SIZE = 25;

export const productListQuery = (filter: ProductFilter) =>
  queryOptions({
    queryKey: productKeys.list(filter),
    queryFn: ({ signal }) =>
      adminApi.get('/products', AdminProductListSchema, {
        signal,
        query: {
          ...(filter.q ? { q: filter.q } : {}),
          ...(filter.categoryId ? { category_id: String(filter.categoryId) } : {}),
          status: filter.status,
          page: String(filter.page),
          limit: String(PRODUCT_PAGE_SIZE),
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useProducts = (filter: ProductFilter) => useQuery(productListQuery(filter));

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: ({ signal }) => adminApi.get(`/products/${id}`, AdminProductAnswerSchema, { signal }).then((answer) => answer.product),
    staleTime: 0,
  });

export const useProduct = (id: number | null) => useQuery({ ...productQuery(id ?? 0), enabled: id !== null });

function useProductsChanged() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: productKeys.all });
}

/** POST /api/v1/admin/products. */
export function useCreateProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (input: ProductInput) => adminApi.post('/products', input, AdminProductAnswerSchema).then((answer) => answer.product),
    onSuccess: changed,
  });
}

/** PUT /api/v1/admin/products/{id}: the whole form with the version it was read at (409 stale_version when older). */
export function useSaveProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: ({ id, version, product }: { id: number; version: number; product: ProductInput }) =>
      adminApi.put(`/products/${id}`, { version, product }, AdminProductAnswerSchema).then((answer) => answer.product),
    onSuccess: changed,
  });
}
