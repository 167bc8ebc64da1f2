import type { Order } from '@shop/shared';

// Test-only sample orders (imported by *.test.* files only, so never bundled).

let sequence = 0;

/** An order as GET /api/v1/orders answers it; `overrides` change any field. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    order_number: `BZ-2611-${String(10_000_000 + sequence)}`,
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'Cash On Delivery',
    created_at: '2026-11-22T06:00:00.000Z',
    customer_name: 'Nusrat Jahan',
    customer_phone: '01712345678',
    shipping_address: 'Bazar Point Gulshan, House 12, Road 7, Gulshan-1, Dhaka',
    delivery_method: 'pickup',
    delivery_district: null,
    delivery_area: null,
    notes: null,
    items: [
      { id: `line-${sequence}`, product_id: 7, name: 'Cotton Panjabi', name_bn: null, product_sku: 'MEN-PAN-007', size: 'M', image: '/images/p7.webp', price: 1290, quantity: 2, subtotal: 2580 },
    ],
    subtotal: 2580,
    delivery_fee: 150,
    discount: 0,
    total: 2730,
    promo_code: null,
    cancel_reason: null,
    cancelled_at: null,
    refund_amount: null,
    delivered_at: null,
    payment_reject_reason: null,
    online_payment: null,
    refunds: [],
    tracking: { steps: [{ step: 'placed', reached: true, at: '2026-11-20T04:00:00.000Z' }], cancelled: null, shipment: null },
    ...overrides,
  };
}
