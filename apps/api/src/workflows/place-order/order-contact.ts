import { PLACE_ORDER_MESSAGES, type PickupPoint, type PlaceOrderData } from '@shop/shared';
import type { Shopper } from '../../modules/account/customers.service';
import { AppError } from '../../lib/errors';

/**
 * Who collects the order and where: what the checkout sent, else the shopper's own name and phone
 * (the pickup point's phone if the profile has none) and the pickup point's address (decision 015).
 */
export function orderContact(shopper: Shopper, pickup: PickupPoint, input: PlaceOrderData) {
  if (!pickup.name.trim() || !pickup.phone.trim() || !pickup.address.trim()) {
    throw new AppError(400, 'pickup_point_incomplete', PLACE_ORDER_MESSAGES.pickupPointIncomplete, { pickup_point_id: PLACE_ORDER_MESSAGES.pickupPointIncomplete });
  }
  return {
    customerName: input.customer_name ?? shopper.name,
    customerPhone: input.customer_phone ?? shopper.phone ?? pickup.phone,
    shippingAddress: input.shipping_address ?? `${pickup.name}, ${pickup.address}, ${pickup.city}`,
  };
}
