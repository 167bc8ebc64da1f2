import { FALLBACK_AREA, homeDestinationOf, type DeliveryPricing } from '@shop/shared';
import { useAddresses } from '../../../api/addresses';
import { useDeliveryFees } from '../../../api/delivery';

export interface CartDelivery {
  /** Null while the fee table loads. */
  pricing: DeliveryPricing | null;
  /** The district priced for: the newest address of a signed-in shopper's book; null when there is none. */
  place: string | null;
}

/**
 * What the cart prices delivery by before the checkout's choice (docs/decisions/044): home delivery to the
 * address the checkout offers first (the newest of the book), as the server's cart answer does; without one
 * (a guest, an empty book) the area an unknown address falls to, and the screen says the fee depends on it.
 */
export function useCartDelivery(): CartDelivery {
  const fees = useDeliveryFees();
  const newest = useAddresses().data?.[0];
  if (!fees.data) return { pricing: null, place: null };
  if (newest) return { pricing: { fees: fees.data, destination: homeDestinationOf(newest) }, place: newest.city };
  return { pricing: { fees: fees.data, destination: { method: 'home', district: null, area: FALLBACK_AREA } }, place: null };
}
