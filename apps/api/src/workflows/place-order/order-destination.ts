import {
  PLACE_ORDER_MESSAGES, areaOfPlace, placeOfText, type Address, type DeliveryArea, type DeliveryDestination, type PlaceOrderData,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getAddress } from '../../modules/account/addresses.service';
import { findPickupPoint } from '../../modules/pickup-points/pickup-points.service';
import type { Shopper } from '../../modules/account/customers.service';
import { orderContact } from './order-contact';

/** Where the order goes and who receives it, as the order row stores it (docs/decisions/044). */
export interface OrderDestination {
  customerName: string;
  customerPhone: string;
  shippingAddress: string;
  pickupPointId: number | null;
  deliveryMethod: 'home' | 'pickup';
  deliveryDistrict: string | null;
  deliveryArea: DeliveryArea | null;
  /** What the fee rules price. */
  destination: DeliveryDestination;
}

const invalid = (field: string, message: string) => new AppError(400, 'validation_error', message, { [field]: message });

/**
 * Step 0, before the transaction: a pickup point (its rules as before, decision 015), an address of the
 * shopper's own address book, or the address text of the documented payload, placed by `placeOfText`.
 */
export async function orderDestination(db: Database, userId: string, shopper: Shopper, input: PlaceOrderData): Promise<OrderDestination> {
  if (input.pickup_point_id !== undefined) {
    const pickup = await findPickupPoint(db, input.pickup_point_id);
    if (!pickup) throw new AppError(400, 'pickup_point_invalid', PLACE_ORDER_MESSAGES.pickupPointInvalid, { pickup_point_id: PLACE_ORDER_MESSAGES.pickupPointInvalid });
    return {
      ...orderContact(shopper, pickup, input),
      pickupPointId: pickup.id,
      deliveryMethod: 'pickup',
      deliveryDistrict: null,
      deliveryArea: null,
      destination: { method: 'pickup' },
    };
  }
  if (input.address_id !== undefined) {
    const address = await ownAddress(db, userId, input.address_id);
    const area = areaOfPlace(address.city, address.zone);
    return {
      customerName: input.customer_name ?? address.name,
      customerPhone: input.customer_phone ?? address.phone,
      shippingAddress: [address.address, address.landmark, address.zone, address.city, address.province].filter(Boolean).join(', '),
      pickupPointId: null,
      deliveryMethod: 'home',
      deliveryDistrict: address.city,
      deliveryArea: area,
      destination: { method: 'home', district: address.city, area },
    };
  }
  // The schema lets no order through without one of the three.
  const shippingAddress = input.shipping_address!;
  const phone = input.customer_phone ?? shopper.phone;
  if (!phone) throw invalid('customer_phone', PLACE_ORDER_MESSAGES.phoneRequired);
  const place = placeOfText(shippingAddress);
  return {
    customerName: input.customer_name ?? shopper.name,
    customerPhone: phone,
    shippingAddress,
    pickupPointId: null,
    deliveryMethod: 'home',
    deliveryDistrict: place.district,
    deliveryArea: place.area,
    destination: { method: 'home', ...place },
  };
}

/** An address of this shopper's book; another's, or one deleted meanwhile, is a 400 the checkout can word. */
async function ownAddress(db: Database, userId: string, id: string): Promise<Address> {
  try {
    return await getAddress(db, userId, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw invalid('address_id', PLACE_ORDER_MESSAGES.addressInvalid);
    throw error;
  }
}
