import { useQuery } from '@tanstack/react-query';
import { slugify, type Product } from '@shop/shared';
import { productsQueryOptions } from '../../catalog/api/get-products';

/** storefront.md §9: at most 5 related products, from the same category, never the product itself. */
export const RELATED_COUNT = 5;

/** The list the related products are taken from: one more than shown, so dropping the product itself still leaves five. */
export const relatedProductsQueryOptions = (product: Pick<Product, 'category'>) =>
  productsQueryOptions({ category: slugify(product.category), limit: RELATED_COUNT + 1 });

export function useRelatedProducts(product: Pick<Product, 'id' | 'category'>) {
  return useQuery({
    ...relatedProductsQueryOptions(product),
    select: (list) => list.products.filter((p) => p.id !== product.id).slice(0, RELATED_COUNT),
  });
}
