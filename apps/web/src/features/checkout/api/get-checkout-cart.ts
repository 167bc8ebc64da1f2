import { useQuery } from '@tanstack/react-query';
import { CartAnswerSchema, type Cart } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { checkoutKeys } from './query-keys';

/** GET /api/v1/cart (bearer): the lines as the server will order them, at today's catalogue prices. */
export async function getCheckoutCart(token: string, signal?: AbortSignal): Promise<Cart> {
  return CartAnswerSchema.parse(await api.get<unknown>('/cart', { token, signal })).cart;
}

export function useCheckoutCart() {
  const session = useSession();
  return useQuery({
    queryKey: checkoutKeys.cart(session?.user.id ?? ''),
    queryFn: ({ signal }) => getCheckoutCart(session?.token ?? '', signal),
    enabled: session !== null,
    // Stock and prices change: a checkout always starts from the server's cart of now.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
