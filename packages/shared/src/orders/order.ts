import { z } from 'zod';
import { OrderTrackingSchema } from './shipment';
import { OnlinePaymentSummarySchema, OrderRefundSchema } from './online-payment-parts';
import { DELIVERY_AREAS } from '../delivery/delivery-area';
import { DELIVERY_METHODS } from '../delivery/delivery-fees';
import { CodCheckSchema } from '../delivery/risk';

/** Order statuses, in the order staff move them (cancelled from pending, confirmed or processing: decision 015). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'submitted', 'paid', 'rejected', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The checkout's payment select (docs/product/orders.md), as shown and as stored. */
export const PAYMENT_METHODS = ['Cash On Delivery', 'Credit Card', 'Debit Card', 'Bkash', 'Nagad'] as const;
/** Paid to the courier on delivery: no payment proof, paid once delivered (docs/decisions/024). */
export const CASH_ON_DELIVERY = 'Cash On Delivery' satisfies (typeof PAYMENT_METHODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An order line as answered: prices in taka, copied from the catalogue when the order was placed. */
export const OrderItemSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  name: z.string(),
  /** The Bengali name the product had when the order was placed; null where none was given. */
  name_bn: z.string().nullable(),
  product_sku: z.string(),
  size: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  subtotal: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** GET /api/v1/orders answers `{ orders: Order[] }`, newest first (docs/product/orders.md, Order). Money in taka. */
export const OrderSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  shipping_address: z.string(),
  /** 'home': a courier brings it to shipping_address; 'pickup': collected at a pickup point (docs/decisions/044). */
  delivery_method: z.enum(DELIVERY_METHODS),
  /** Home delivery: the district and area its fee was priced for (district null when the address named none). */
  delivery_district: z.string().nullable(),
  delivery_area: z.enum(DELIVERY_AREAS).nullable(),
  notes: z.string().nullable(),
  items: z.array(OrderItemSchema),
  subtotal: z.number(),
  delivery_fee: z.number(),
  discount: z.number(),
  total: z.number(),
  promo_code: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refund_amount: z.number().nullable(),
  delivered_at: z.string().nullable(),
  /** While the payment is `rejected`: staff's reason for refusing the latest proof, as they wrote it; else null. */
  payment_reject_reason: z.string().nullable(),
  /** The timeline the shopper follows, with the courier and tracking once shipped (docs/decisions/045). */
  tracking: OrderTrackingSchema,
  /** The latest try at paying online (SSLCommerz or bKash), or null when there was none (issue 24). */
  online_payment: OnlinePaymentSummarySchema.nullable(),
  /** Money going or gone back to the shopper, oldest first: through the channel it came by, or by hand. */
  refunds: z.array(OrderRefundSchema),
  /** A cash order the shop asked the shopper to confirm by SMS code (docs/decisions/075); null (or absent) on any other. */
  cod_check: CodCheckSchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.object({ orders: z.array(OrderSchema) });
export type OrderList = z.infer<typeof OrderListSchema>;
/** One order: GET /orders/{id}, POST /orders (placed or replayed) and POST /orders/{id}/cancel. */
export const OrderAnswerSchema = z.object({ order: OrderSchema });
/** What the shop needs of POST /orders' answer to go on: the order's id and the payment method it was placed with. */
export const PlacedOrderAnswerSchema = z.object({ order: OrderSchema.pick({ id: true, payment_method: true }) });
export type PlacedOrder = z.infer<typeof PlacedOrderAnswerSchema>['order'];
