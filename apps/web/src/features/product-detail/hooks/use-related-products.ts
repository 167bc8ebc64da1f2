import { useQuery } from '@tanstack/react-query';
import { slugify, type Product } from '@shop/shared';
import { productsQuery } from '../../../api/catalogue';

/** docs/product/catalog.md: at most 5 related products, from the same category, never the product itself. */
const RELATED_COUNT = 5;

export function useRelatedProducts(product: Pick<Product, 'id' | 'category'>) {
  const category = slugify(product.category);
  return useQuery({
    // One more than shown, so dropping the product itself still leaves five.
    ...productsQuery({ category, limit: RELATED_COUNT + 1 }),
    select: (list) => list.products.filter((p) => p.id !== product.id).slice(0, RELATED_COUNT),
  });
}
