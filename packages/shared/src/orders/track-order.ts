import { z } from 'zod';
import { singleLine } from '../input/text';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from '../account/phone';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order';
import { OrderTrackingSchema } from './shipment';

/** The public tracking page (docs/decisions/045, docs/product/orders.md "Tracking an order without signing in"). */

export const TRACK_ORDER_MESSAGES = {
  orderNumber: 'Give your order number, such as BZ-2611-48213907.',
  phone: BD_PHONE_MESSAGE,
  notFound: 'We found no order with this order number and phone number. Please check both and try again.',
} as const;

/**
 * POST /api/v1/orders/track (no sign-in): the order number and the phone number given with the order, in any
 * of its forms (01712345678, +880 1712-345678). Answers TrackedOrderAnswerSchema, or one 404 for a wrong phone
 * and an unknown number alike.
 */
export const TrackOrderInputSchema = z
  .object({
    order_number: singleLine(TRACK_ORDER_MESSAGES.orderNumber)
      .max(40, TRACK_ORDER_MESSAGES.orderNumber)
      .regex(/^[A-Za-z0-9-]{4,40}$/, TRACK_ORDER_MESSAGES.orderNumber)
      .transform((value) => value.toUpperCase()),
    phone: singleLine(TRACK_ORDER_MESSAGES.phone)
      .max(40, TRACK_ORDER_MESSAGES.phone)
      .transform((value, ctx) => {
        const phone = normaliseBdPhone(value);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: TRACK_ORDER_MESSAGES.phone });
          return z.NEVER;
        }
        return phone;
      }),
  })
  .strict();
export type TrackOrderInput = z.input<typeof TrackOrderInputSchema>;

export const DELIVERY_KINDS = ['pickup_point', 'home'] as const;

/**
 * What the public tracking page learns of an order: its progress and how it travels, never who ordered it,
 * where it goes or what is in it. `cash_due` is what the courier collects (cash on delivery not yet paid).
 */
export const TrackedOrderSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  placed_at: z.string(),
  delivery: z.enum(DELIVERY_KINDS),
  /** The pickup point's public name and city, where the parcel waits; null for home delivery. */
  pickup_point: z.object({ name: z.string(), city: z.string() }).nullable(),
  payment_method: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Taka to hand the courier on delivery; null when nothing is due on delivery. */
  cash_due: z.number().nullable(),
  item_count: z.number().int(),
  tracking: OrderTrackingSchema,
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
export const TrackedOrderAnswerSchema = z.object({ order: TrackedOrderSchema });
