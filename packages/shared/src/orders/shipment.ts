import { z } from 'zod';
import { singleLine } from '../input/text';

/**
 * Couriers and tracking (docs/decisions/045, docs/product/orders.md "Tracking"): what staff give when an order
 * ships, what the shopper's order and the public tracking page show of it.
 */

/** The couriers most Bangladeshi shops hand parcels to, and `other` with the courier's name. */
export const COURIERS = ['pathao', 'steadfast', 'redx', 'sundarban', 'ecourier', 'paperfly', 'other'] as const;
export type Courier = (typeof COURIERS)[number];
/** Their names as printed on their parcels (a brand is not translated). */
export const COURIER_NAMES: Record<Exclude<Courier, 'other'>, string> = {
  pathao: 'Pathao',
  steadfast: 'Steadfast',
  redx: 'RedX',
  sundarban: 'Sundarban',
  ecourier: 'eCourier',
  paperfly: 'Paperfly',
};

export const SHIPMENT_MESSAGES = {
  courier: `Choose the courier: one of ${COURIERS.join(', ')}.`,
  courierName: "Give the courier's name (2 to 60 characters).",
  courierNameOnlyOther: "A courier's name goes with courier other only.",
  trackingNumber: 'A tracking number is 3 to 60 letters, digits, spaces, - / _ or . characters.',
  trackingUrl: 'A tracking link is an https:// address of at most 500 characters.',
  trackingNeeded: 'Give the tracking number, the tracking link, or both.',
  shipmentNeeded: 'Marking an order shipped needs the courier and a tracking number or link.',
  shipmentOnlyShipped: 'Courier and tracking go with the status shipped only.',
} as const;

const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./_-]{1,58}[A-Za-z0-9]$/;

/** An https address a shopper may open: nothing else (no http, javascript: or data: links on the shop's pages). */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The shipment's fields, as the staff's status change and the correction take them. */
export const ShipmentFieldsSchema = z.object({
  courier: z.enum(COURIERS, { error: SHIPMENT_MESSAGES.courier }).optional(),
  courier_name: singleLine(SHIPMENT_MESSAGES.courierName).min(2, SHIPMENT_MESSAGES.courierName).max(60, SHIPMENT_MESSAGES.courierName).optional(),
  tracking_number: singleLine(SHIPMENT_MESSAGES.trackingNumber).max(60, SHIPMENT_MESSAGES.trackingNumber).regex(TRACKING_NUMBER, SHIPMENT_MESSAGES.trackingNumber).optional(),
  tracking_url: singleLine(SHIPMENT_MESSAGES.trackingUrl).max(500, SHIPMENT_MESSAGES.trackingUrl).refine(isHttpsLink, SHIPMENT_MESSAGES.trackingUrl).optional(),
});
export type ShipmentFields = z.infer<typeof ShipmentFieldsSchema>;

/** A whole shipment: a courier (its name when `other`) and a tracking number, a link, or both. */
export interface Shipment {
  courier: Courier;
  courier_name: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
}

/**
 * The problems of a shipment's fields given together, by field (empty when it is whole). One check for the
 * status change and the correction, so both refuse alike.
 */
export function shipmentProblems(fields: ShipmentFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!fields.courier) problems.courier = SHIPMENT_MESSAGES.courier;
  if (fields.courier === 'other' && !fields.courier_name) problems.courier_name = SHIPMENT_MESSAGES.courierName;
  if (fields.courier && fields.courier !== 'other' && fields.courier_name) problems.courier_name = SHIPMENT_MESSAGES.courierNameOnlyOther;
  if (!fields.tracking_number && !fields.tracking_url) problems.tracking_number = SHIPMENT_MESSAGES.trackingNeeded;
  return problems;
}

/** The shipment of whole fields (check `shipmentProblems` first). */
export function shipmentOf(fields: ShipmentFields): Shipment {
  return {
    courier: fields.courier!,
    courier_name: fields.courier === 'other' ? (fields.courier_name ?? null) : null,
    tracking_number: fields.tracking_number ?? null,
    tracking_url: fields.tracking_url ?? null,
  };
}

/** What the shop calls the courier: its brand, or the name staff gave for `other`. */
export const courierLabel = (shipment: Pick<Shipment, 'courier' | 'courier_name'>) =>
  shipment.courier === 'other' ? (shipment.courier_name ?? 'Other') : COURIER_NAMES[shipment.courier];

/** POST /admin/orders/{n}/shipment and /staff/orders/{n}/shipment: a wrong courier or tracking number corrected. */
export const ShipmentCorrectionSchema = ShipmentFieldsSchema.extend({
  reason: singleLine('A reason is at most 500 characters.').max(500, 'A reason is at most 500 characters.').optional(),
})
  .strict()
  .superRefine((input, ctx) => {
    for (const [path, message] of Object.entries(shipmentProblems(input))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });
export type ShipmentCorrection = z.infer<typeof ShipmentCorrectionSchema>;

export const ShipmentSchema = z.object({
  courier: z.enum(COURIERS),
  courier_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
});

/** The steps a shopper follows, in order; `completed` counts as delivered, `processing` as confirmed. */
export const TRACKING_STEPS = ['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** The parcel's states a courier reports and the shopper reads (docs/decisions/074). */
export const PARCEL_STEPS = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'partly_delivered', 'returned', 'cancelled'] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

/**
 * An order's timeline as the shopper reads it, built from the order's events: each step with when it was
 * reached (null for a step to come, or one reached before the shop kept a timeline), and for a cancelled
 * order the cancellation with its reason instead of the steps it never reached.
 */
export const OrderTrackingSchema = z.object({
  steps: z.array(z.object({ step: z.enum(TRACKING_STEPS), reached: z.boolean(), at: z.string().nullable() })),
  cancelled: z.object({ at: z.string().nullable(), reason: z.string().nullable() }).nullable(),
  /** The courier and tracking of a shipped order (as last corrected); null before it ships. */
  shipment: ShipmentSchema.nullable(),
  /**
   * A parcel booked with a courier (issue 25, docs/decisions/074): the steps the courier reported (picked up, in
   * transit, out for delivery, delivered, partly delivered, returned, cancelled), oldest first.
   */
  parcel_steps: z.array(z.object({ state: z.enum(PARCEL_STEPS), at: z.string() })).optional(),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;


/** The answer of a correction: the order and its shipment as it now stands. */
export const ShipmentChangeSchema = z.object({ order_number: z.string(), shipment: ShipmentSchema });
export type ShipmentChange = z.infer<typeof ShipmentChangeSchema>;
