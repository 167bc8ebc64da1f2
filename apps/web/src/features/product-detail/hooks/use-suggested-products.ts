import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../../../api/catalogue';
import { pickSuggestions } from '../utils/suggestions';

/** The page of the catalogue the suggestions are drawn from: the newest arrivals, shared by every product. */
export const suggestedProductsQuery = () => productsQuery({ sort: 'newest', limit: 40 });

export function useSuggestedProducts(productId: number) {
  return useQuery({
    ...suggestedProductsQuery(),
    select: (list) => pickSuggestions(list.products, productId),
  });
}
