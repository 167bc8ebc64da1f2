import { sql } from 'drizzle-orm';
import {
  bigint, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { pickupPoints, products } from './catalog';
import { promoCodes } from './promo';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id').notNull().references(() => users.id),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    /** 'home' or 'pickup', and a home delivery's priced district and area (migration 0012, decision 044). */
    deliveryMethod: text('delivery_method').notNull().default('pickup'),
    deliveryDistrict: text('delivery_district'),
    deliveryArea: text('delivery_area'),
    notes: text('notes'),
    /** All amounts in poisha; bigint (migration 0008), read as numbers. */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    idempotencyKey: text('idempotency_key'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The courier and tracking given when the order shipped, as last corrected (migration 0013, docs/decisions/045). */
    courier: text('courier'),
    /** The courier's name when `courier` is other. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    /** Only https (a check of migration 0013 holds it too). */
    trackingUrl: text('tracking_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The unpaid-order sweep (migration 0006, docs/decisions/025).
    index('orders_unpaid_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending' and ${t.paymentStatus} in ('pending', 'rejected')`),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // The back office's list and search (migration 0010).
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_customer_phone_idx').on(t.customerPhone),
    index('orders_order_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('orders_customer_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('orders_customer_phone_trgm_idx').using('gin', sql`${t.customerPhone} gin_trgm_ops`),
    check(
      'orders_status_known',
      sql`${t.status} in ('pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered', 'completed', 'cancelled')`,
    ),
    check('orders_payment_status_known', sql`${t.paymentStatus} in ('pending', 'submitted', 'paid', 'rejected', 'refunded')`),
    check('orders_courier_known', sql`${t.courier} is null or ${t.courier} in ('pathao', 'steadfast', 'redx', 'sundarban', 'ecourier', 'paperfly', 'other')`),
    check(
      'orders_tracking_complete',
      sql`${t.courier} is null or ((${t.trackingNumber} is not null or ${t.trackingUrl} is not null) and ((${t.courier} = 'other') = (${t.courierName} is not null)))`,
    ),
    check('orders_tracking_url_https', sql`${t.trackingUrl} is null or ${t.trackingUrl} like 'https://%'`),
    check('orders_delivery_method_known', sql`${t.deliveryMethod} in ('home', 'pickup')`),
    check('orders_delivery_area_known', sql`${t.deliveryArea} is null or ${t.deliveryArea} in ('dhaka_city', 'dhaka_surroundings', 'outside_dhaka')`),
    check('orders_total_consistent', sql`${t.total} = ${t.subtotal} + ${t.deliveryFee} - ${t.discount} and ${t.total} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    name: text('name').notNull(),
    /** The Bengali name the product had when the order was placed, if any (migration 0011). */
    nameBn: text('name_bn'),
    sku: text('sku').notNull(),
    size: text('size').notNull(),
    image: text('image').notNull(),
    /** Poisha per unit, copied from the catalogue when the order was placed. */
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // The back office's search by a line's product name or SKU (migration 0010).
    index('order_lines_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('order_lines_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id),
    transactionId: text('transaction_id').notNull(),
    method: text('method').notNull(),
    /** Poisha. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    senderNumber: text('sender_number').notNull(),
    senderName: text('sender_name').notNull(),
    paymentDate: date('payment_date').notNull(),
    /** File name inside DATA_DIR/uploads/payment-proofs. */
    screenshot: text('screenshot').notNull(),
    status: text('status').notNull().default('submitted'),
    /** Staff's reason for a rejection; the shopper reads it on the payment page and in My Orders. */
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_proofs_order_idx').on(t.orderId),
    check('payment_proofs_method_known', sql`${t.method} in ('bkash', 'nagad', 'rocket', 'bank')`),
    check('payment_proofs_status_known', sql`${t.status} in ('submitted', 'paid', 'rejected')`),
  ],
);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    orderLineId: uuid('order_line_id').notNull().references(() => orderLines.id),
    userId: uuid('user_id').notNull().references(() => users.id),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('requested'),
    /** Staff's reason when rejecting (or a note when approving); the shopper sees it with the return. */
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('return_requests_line_key').on(t.orderLineId),
    check('return_requests_status_known', sql`${t.status} in ('requested', 'approved', 'rejected', 'refunded')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    orderId: uuid('order_id').references(() => orders.id),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
