import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminBrandAnswerSchema, AdminBrandListSchema, AdminCategoryAnswerSchema, AdminCategoryListSchema, AdminSubcategoryAnswerSchema,
  type BrandChange, type BrandInput, type CategoryChange, type CategoryInput, type StructureMove, type SubcategoryChange, type SubcategoryInput,
} from '@shop/shared';
import { adminApi } from './client';

/** Categories (with their subcategories) and brands, hidden ones too (docs/product/back-office-categories-brands.md). */
export const catalogueStructureKeys = {
  categories: ['admin', 'categories'] as const,
  brands: ['admin', 'brands'] as const,
};

export const adminCategoriesQuery = queryOptions({
  queryKey: catalogueStructureKeys.categories,
  queryFn: ({ signal }) => adminApi.get('/categories', AdminCategoryListSchema, { signal }).then((answer) => answer.categories),
  staleTime: 30_000,
});

export const adminBrandsQuery = queryOptions({
  queryKey: catalogueStructureKeys.brands,
  queryFn: ({ signal }) => adminApi.get('/brands', AdminBrandListSchema, { signal }).then((answer) => answer.brands),
  staleTime: 30_000,
});

export const useAdminCategories = () => useQuery(adminCategoriesQuery);
export const useAdminBrands = () => useQuery(adminBrandsQuery);

// Changes (catalog.change). Every one refreshes both lists: a category's product counts and a brand's are read together.

function useStructureMutation<V, A>(mutationFn: (variables: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: catalogueStructureKeys.categories });
      void client.invalidateQueries({ queryKey: catalogueStructureKeys.brands });
    },
  });
}

type Direction = StructureMove['direction'];

/** POST /admin/categories. */
export const useAddCategory = () => useStructureMutation((input: CategoryInput) => adminApi.post('/categories', input, AdminCategoryAnswerSchema));
/** PATCH /admin/categories/{id}: names, or `hidden`. */
export const useChangeCategory = () =>
  useStructureMutation(({ id, change }: { id: number; change: CategoryChange }) => adminApi.patch(`/categories/${id}`, change, AdminCategoryAnswerSchema));
/** DELETE /admin/categories/{id}: only one without products or subcategories. */
export const useDeleteCategory = () => useStructureMutation((id: number) => adminApi.send('DELETE', `/categories/${id}`));
/** POST /admin/categories/{id}/move. */
export const useMoveCategory = () =>
  useStructureMutation(({ id, direction }: { id: number; direction: Direction }) => adminApi.post(`/categories/${id}/move`, { direction }, AdminCategoryListSchema));

export const useAddSubcategory = () => useStructureMutation((input: SubcategoryInput) => adminApi.post('/subcategories', input, AdminSubcategoryAnswerSchema));
export const useChangeSubcategory = () =>
  useStructureMutation(({ id, change }: { id: number; change: SubcategoryChange }) => adminApi.patch(`/subcategories/${id}`, change, AdminSubcategoryAnswerSchema));
export const useDeleteSubcategory = () => useStructureMutation((id: number) => adminApi.send('DELETE', `/subcategories/${id}`));
export const useMoveSubcategory = () =>
  useStructureMutation(({ id, direction }: { id: number; direction: Direction }) => adminApi.post(`/subcategories/${id}/move`, { direction }, AdminCategoryListSchema));

export const useAddBrand = () => useStructureMutation((input: BrandInput) => adminApi.post('/brands', input, AdminBrandAnswerSchema));
export const useChangeBrand = () =>
  useStructureMutation(({ id, change }: { id: number; change: BrandChange }) => adminApi.patch(`/brands/${id}`, change, AdminBrandAnswerSchema));
export const useDeleteBrand = () => useStructureMutation((id: number) => adminApi.send('DELETE', `/brands/${id}`));
export const useMoveBrand = () =>
  useStructureMutation(({ id, direction }: { id: number; direction: Direction }) => adminApi.post(`/brands/${id}/move`, { direction }, AdminBrandListSchema));
