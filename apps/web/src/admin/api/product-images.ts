import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CatalogueImageAnswerSchema, ProductImagesAnswerSchema, type CategoryImageKind } from '@shop/shared';
import { adminApi } from './client';

/**
 * A product's photos, and the images of categories and subcategories (docs/product/back-office-catalogue-images.md):
 * each upload sends the file itself as the body, with its own type (docs/decisions/040).
 */
export const productImageKeys = {
  all: ['admin', 'product-images'] as const,
  of: (productId: number) => ['admin', 'product-images', productId] as const,
};

export const productImagesQuery = (productId: number) =>
  queryOptions({
    queryKey: productImageKeys.of(productId),
    queryFn: ({ signal }) => adminApi.get(`/products/${productId}/images`, ProductImagesAnswerSchema, { signal }).then((answer) => answer.images),
    staleTime: 0,
  });

export const useProductImages = (productId: number, initial?: string[]) => useQuery({ ...productImagesQuery(productId), initialData: initial });

export type ProductImageChange =
  | { kind: 'add'; file: File }
  | { kind: 'replace'; position: number; file: File }
  | { kind: 'delete'; position: number }
  | { kind: 'reorder'; order: number[] };

function send(productId: number, change: ProductImageChange) {
  const base = `/products/${productId}/images`;
  switch (change.kind) {
    case 'add':
      return adminApi.upload('POST', base, change.file, ProductImagesAnswerSchema);
    case 'replace':
      return adminApi.upload('PUT', `${base}/${change.position}`, change.file, ProductImagesAnswerSchema);
    case 'delete':
      return adminApi.delete(`${base}/${change.position}`, ProductImagesAnswerSchema);
    case 'reorder':
      return adminApi.put(`${base}/order`, { order: change.order }, ProductImagesAnswerSchema);
  }
}

/** Every change of a product's photos: the answer is the new list, put straight into the query. */
export function useChangeProductImages(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ProductImageChange) => send(productId, change).then((answer) => answer.images),
    onSuccess: (images) => {
      client.setQueryData(productImageKeys.of(productId), images);
      // The product's own answers (its editor, the list's thumbnails) show the photos too.
      void client.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}

/** POST /admin/categories/{id}/image?kind=tile|banner: the new image's address. */
export const uploadCategoryImage = (categoryId: number, kind: CategoryImageKind, file: File) =>
  adminApi.upload('POST', `/categories/${categoryId}/image`, file, CatalogueImageAnswerSchema, { query: { kind } }).then((answer) => answer.image);

/** POST /admin/subcategories/{id}/banner: the new banner's address. */
export const uploadSubcategoryBanner = (subcategoryId: number, file: File) =>
  adminApi.upload('POST', `/subcategories/${subcategoryId}/banner`, file, CatalogueImageAnswerSchema).then((answer) => answer.image);
