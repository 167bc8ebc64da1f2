import { useQuery } from '@tanstack/react-query';
import { slugify, type Product } from '@shop/shared';
import { productsQuery } from '../../../api/catalogue';

/** docs/product/catalog.md: at most 5 related products, from the same category, never the product itself. */
const RELATED_COUNT = 5;

/** The list the related products are taken from: one more than shown, so dropping the product itself still leaves five. */
export const relatedProductsQuery = (product: Pick<Product, 'category'>) =>
  productsQuery({ category: slugify(product.category), limit: RELATED_COUNT + 1 });

export function useRelatedProducts(product: Pick<Product, 'id' | 'category'>) {
  return useQuery({
    ...relatedProductsQuery(product),
    select: (list) => list.products.filter((p) => p.id !== product.id).slice(0, RELATED_COUNT),
  });
}
