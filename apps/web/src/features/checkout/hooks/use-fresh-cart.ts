import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { cartKeys, cartQuery } from '../../../api/cart/cart';

/**
 * The server's cart for a checkout: read again once the cart's outbox has sent its last change, and
 * forgotten when the checkout is left, so every visit starts from the cart of that moment.
 */
export function useFreshCart(userId: string, cartSyncing: boolean) {
  const queryClient = useQueryClient();
  const cart = useQuery(cartQuery(userId));
  const refetch = cart.refetch;
  const wasSyncing = useRef(cartSyncing);
  useEffect(() => {
    if (wasSyncing.current && !cartSyncing) void refetch();
    wasSyncing.current = cartSyncing;
  }, [cartSyncing, refetch]);
  useEffect(() => () => queryClient.removeQueries({ queryKey: cartKeys.of(userId) }), [queryClient, userId]);
  return cart;
}
