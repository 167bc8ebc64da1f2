import { z } from 'zod';
import { ParcelSchema } from './parcels';
import { multiLine, singleLine } from '../input/text';
import { wholeNumberText } from '../input/whole-number';
import { ORDER_STATUSES, OrderSchema, PAYMENT_METHODS, PAYMENT_STATUSES } from '../orders/order';
import { SHIPMENT_MESSAGES, ShipmentFieldsSchema, ShipmentSchema, shipmentProblems } from '../orders/shipment';
import { listQuery } from './decision-reason';
import { RiskLevelSchema } from '../delivery/couriers';
import { OrderRiskSchema } from '../delivery/risk';

/** The back office's orders (docs/product/back-office-orders.md). Money in taka, as every order answer. */

const DATE_MESSAGE = 'Use a date such as 2026-11-25.';
export const ADMIN_ORDERS_PER_PAGE = 25;
export const ADMIN_ORDERS_MAX_PAGE = 4000;

/**
 * GET /admin/orders?status=&payment_status=&payment_method=&pickup_point_id=&from=&to=&q=&page=&per_page=
 * Newest first. `from`/`to` are Bangladesh days, inclusive. `q` finds an order by its number, the customer's
 * name or phone (01712345678, +880 1712-345678 and 8801712345678 alike), or the name or SKU of any line.
 */
export const AdminOrderQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}.` }).optional(),
    payment_status: z.enum(PAYMENT_STATUSES, { error: `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}.` }).optional(),
    payment_method: z.enum(PAYMENT_METHODS, { error: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}.` }).optional(),
    pickup_point_id: wholeNumberText('pickup_point_id must be a pickup point id.').optional(),
    from: z.iso.date({ error: DATE_MESSAGE }).optional(),
    to: z.iso.date({ error: DATE_MESSAGE }).optional(),
    q: singleLine().min(2, 'Search for at least 2 characters.').max(100, 'Search for at most 100 characters.').optional(),
    page: wholeNumberText(`page must be a whole number from 1 to ${ADMIN_ORDERS_MAX_PAGE}.`, { max: ADMIN_ORDERS_MAX_PAGE }).default(1),
    per_page: wholeNumberText('per_page must be a whole number from 1 to 100.', { max: 100 }).default(ADMIN_ORDERS_PER_PAGE),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The first day must not be after the last.', path: ['to'] });
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

/** One row of the order list. */
export const AdminOrderRowSchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  pickup_point_id: z.number().nullable(),
  /** Units over all lines. */
  item_count: z.number(),
  total: z.number(),
  /** A cash order's risk level (docs/decisions/075); null on other orders and on those placed before it. */
  risk_level: RiskLevelSchema.nullable().optional(),
  /** A cash order still waiting for the shopper's SMS code. */
  awaits_code: z.boolean().optional(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderRowSchema),
  page: z.number(),
  per_page: z.number(),
  /** Whether a next page has orders: the list never counts (GET /admin/orders/counts does). */
  has_more: z.boolean(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/**
 * GET /admin/orders/counts, with the list's filters: how many orders match every filter but the status, by
 * status (the tabs), and in all. Apart from the list so paging never counts 100 000 orders again.
 */
export const AdminOrderCountsSchema = z.object({
  status_counts: z.record(z.enum(ORDER_STATUSES), z.number()),
  total: z.number(),
});
export type AdminOrderCounts = z.infer<typeof AdminOrderCountsSchema>;

export const ORDER_EVENT_ACTOR_KINDS = ['staff', 'staff_key', 'cli', 'shopper', 'system'] as const;

/** One entry of an order's timeline: who, what it was, what it became, why. */
export const OrderEventSchema = z.object({
  at: z.string(),
  actor_kind: z.enum(ORDER_EVENT_ACTOR_KINDS),
  /** The staff member's name, the key's or tool's label, the system job; null for the shopper. */
  actor: z.string().nullable(),
  /** placed, status, payment, proof, return, note, tracking (a corrected courier or tracking number) */
  kind: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  /** The courier and tracking given with a move to shipped, or by a correction (docs/decisions/045); else null. */
  shipment: ShipmentSchema.nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const AdminOrderProofSchema = z.object({
  id: z.string(),
  status: z.string(),
  method: z.string(),
  amount: z.number(),
  transaction_id: z.string(),
  created_at: z.string(),
  reject_reason: z.string().nullable(),
});

/** GET /admin/orders/{order_number} */
export const AdminOrderDetailSchema = z.object({
  order: OrderSchema.extend({
    updated_at: z.string(),
    /** The shopper's account, as it is now (the order keeps the name and phone given at checkout). */
    account: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
    pickup_point: z.object({ id: z.number(), name: z.string(), address: z.string(), city: z.string(), phone: z.string() }).nullable(),
  }),
  proofs: z.array(AdminOrderProofSchema),
  timeline: z.array(OrderEventSchema),
  /** A cash order's risk, with its reasons (docs/decisions/075); null on other orders. */
  risk: OrderRiskSchema.nullable().optional(),
  /** Where staff may move it from its current status (cancelled needs a reason). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  /** The courier parcel (issue 25): the live one, else the last refused; null before any booking. */
  parcel: ParcelSchema.nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** The printable invoice and packing slip: A4 or an 80 mm receipt (the back office's print page). */
export const ORDER_PRINT_FORMATS = ['a4', 'receipt'] as const;
export type OrderPrintFormat = (typeof ORDER_PRINT_FORMATS)[number];

// The staff key's API, `/api/v1/staff/...` (decision 016): what `npm run staff` does over HTTP for the staff tool
// talking to a running shop. Authorization: `Staff <key>`. The same workflows answer it and the back office.

export const STAFF_CANCEL_REASON_MESSAGE = 'Cancelling needs a reason (3 to 500 characters); the shopper sees it.';

/** GET /staff/orders?status=&limit= */
export const StaffOrderQuerySchema = listQuery(ORDER_STATUSES);

/** The `{order_number}` of the staff order routes: one line of text; an unknown number is a 404. */
export const StaffOrderParamsSchema = z
  .object({ orderNumber: singleLine('Give an order number such as BZ-2611-48213907.').min(1, 'Give an order number such as BZ-2611-48213907.').max(40, 'Give an order number such as BZ-2611-48213907.') })
  .strict();

/**
 * POST /staff/orders/{order_number}/status; cancelling goes through the shopper's cancel workflow. Shipping
 * takes the courier and a tracking number or link (docs/decisions/045), and only shipping does.
 */
export const StaffOrderStatusInputSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}.` }),
    reason: multiLine(STAFF_CANCEL_REASON_MESSAGE).min(3, STAFF_CANCEL_REASON_MESSAGE).max(500, STAFF_CANCEL_REASON_MESSAGE).optional(),
    ...ShipmentFieldsSchema.shape,
  })
  .strict()
  .refine((input) => input.status !== 'cancelled' || input.reason !== undefined, { message: STAFF_CANCEL_REASON_MESSAGE, path: ['reason'] })
  .superRefine((input, ctx) => {
    const given = input.courier !== undefined || input.courier_name !== undefined || input.tracking_number !== undefined || input.tracking_url !== undefined;
    if (input.status !== 'shipped') {
      if (given) ctx.addIssue({ code: 'custom', message: SHIPMENT_MESSAGES.shipmentOnlyShipped, path: ['courier'] });
      return;
    }
    for (const [path, message] of Object.entries(shipmentProblems(input))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });
export type StaffOrderStatusInput = z.infer<typeof StaffOrderStatusInputSchema>;

export const StaffOrderAnswerSchema = z.object({ order: OrderSchema });

export const StaffOrderStatusChangeSchema = z.object({
  order_number: z.string(),
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  /** Taka owed back to the shopper; only for a cancellation. */
  refund_amount: z.number().nullable(),
});
export type StaffOrderStatusChange = z.infer<typeof StaffOrderStatusChangeSchema>;
