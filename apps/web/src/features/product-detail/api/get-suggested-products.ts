import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '../../catalog/api/get-products';
import { pickSuggestions } from '../utils/suggestions';

/** The page of the catalogue the suggestions are drawn from: the newest arrivals, shared by every product. */
export const suggestedProductsQueryOptions = () => productsQueryOptions({ sort: 'newest', limit: 40 });

export function useSuggestedProducts(productId: number) {
  return useQuery({
    ...suggestedProductsQueryOptions(),
    select: (list) => pickSuggestions(list.products, productId),
  });
}
