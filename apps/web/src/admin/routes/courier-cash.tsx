import { CourierCashScreen } from '../features/payments/courier-cash-screen';

/**
 * /admin/payments/couriers (docs/product/couriers.md): per courier the cash its delivered parcels
 * collected less charges against the payouts recorded, a courier's CSV uploaded, and the parcels whose cash has not arrived.
 */
export default function Page() {
  return <CourierCashScreen />;
}
