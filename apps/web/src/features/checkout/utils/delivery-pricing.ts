import { homeDestinationOf, type Address, type DeliveryFees, type DeliveryMethod, type DeliveryPricing } from '@shop/shared';

/**
 * What the checkout's summary prices delivery by (docs/decisions/044): the fee table and the chosen way to
 * receive: home delivery to the shown address, or a pickup point. None while the table loads, or for home
 * delivery without an address: the summary then shows no fee rather than a wrong one.
 */
export function checkoutPricing(fees: DeliveryFees | undefined, method: DeliveryMethod, address: Address | undefined): DeliveryPricing | null {
  if (!fees) return null;
  if (method === 'pickup') return { fees, destination: { method: 'pickup' } };
  return address ? { fees, destination: homeDestinationOf(address) } : null;
}

/** The way to receive the checkout shows: the shopper's choice, else home delivery when there is an address to deliver to. */
export function deliveryMethodOf(chosen: DeliveryMethod | null, hasAddress: boolean): DeliveryMethod {
  return chosen ?? (hasAddress ? 'home' : 'pickup');
}
