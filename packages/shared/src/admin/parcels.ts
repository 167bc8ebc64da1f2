import { z } from 'zod';
import { BookableCourierSchema, ShipmentStateSchema } from '../delivery/couriers';
import { multiLine, singleLine } from '../input/text';
import { wholeNumber, wholeNumberText } from '../input/whole-number';

/**
 * Booking parcels with Steadfast, Pathao and RedX from the back office (issue 25, docs/decisions/077): one order's
 * booking ('Send with …'), a bulk booking from the orders list, the charge quoted before booking, and the courier the
 * shop proposes for a district from its own record.
 */

/** At most this many orders in one bulk booking (Steadfast takes 500 a call; a staff screen shows a page of 100). */
export const BULK_BOOKING_LIMIT = 100;
export const PARCEL_WEIGHT_MAX_GRAMS = 10_000;

const WEIGHT_MESSAGE = `Give the weight in grams, 1 to ${PARCEL_WEIGHT_MAX_GRAMS}.`;
const LOCATION_MESSAGE = "Choose the courier's place from its list.";
const NOTE_MESSAGE = 'A note to the courier: at most 200 characters.';
const DESCRIPTION_MESSAGE = 'What is in the parcel: at most 200 characters.';

/** Where Pathao (city, zone, area) or RedX (area) delivers; found from the order's district, staff may correct it. */
export const ParcelLocationSchema = z
  .object({
    city_id: wholeNumber(LOCATION_MESSAGE).optional(),
    zone_id: wholeNumber(LOCATION_MESSAGE).optional(),
    area_id: wholeNumber(LOCATION_MESSAGE).optional(),
  })
  .strict();
export type ParcelLocation = z.infer<typeof ParcelLocationSchema>;

/** What staff may set for one parcel; what is left out takes the shop's defaults and the order's own details. */
export const ParcelDetailsSchema = z
  .object({
    weight_grams: wholeNumber(WEIGHT_MESSAGE, { min: 1, max: PARCEL_WEIGHT_MAX_GRAMS }).optional(),
    note: multiLine(NOTE_MESSAGE).max(200, NOTE_MESSAGE).optional(),
    item_description: singleLine(DESCRIPTION_MESSAGE).max(200, DESCRIPTION_MESSAGE).optional(),
    /** Steadfast only: to the door or kept at a Steadfast hub. */
    steadfast_delivery: z.enum(['home', 'hub']).optional(),
    location: ParcelLocationSchema.optional(),
  })
  .strict();
export type ParcelDetails = z.infer<typeof ParcelDetailsSchema>;

/** POST /admin/orders/{order_number}/parcel */
export const BookParcelInputSchema = ParcelDetailsSchema.extend({ courier: BookableCourierSchema }).strict();
export type BookParcelInput = z.infer<typeof BookParcelInputSchema>;

const ORDER_NUMBER_MESSAGE = 'Give order numbers such as BZ-2611-48213907.';

/** POST /admin/parcels/bulk: confirmed orders, one courier for all or 'auto' (the shop's proposal per district). */
export const BulkBookInputSchema = z
  .object({
    order_numbers: z
      .array(singleLine(ORDER_NUMBER_MESSAGE).min(1, ORDER_NUMBER_MESSAGE).max(40, ORDER_NUMBER_MESSAGE))
      .min(1, 'Choose at least one order.')
      .max(BULK_BOOKING_LIMIT, `At most ${BULK_BOOKING_LIMIT} orders at once.`),
    courier: z.union([BookableCourierSchema, z.literal('auto')]),
    weight_grams: wholeNumber(WEIGHT_MESSAGE, { min: 1, max: PARCEL_WEIGHT_MAX_GRAMS }).optional(),
    steadfast_delivery: z.enum(['home', 'hub']).optional(),
  })
  .strict();
export type BulkBookInput = z.infer<typeof BulkBookInputSchema>;

/** Why a courier said no, as far as the shop can tell: the screens word it, and show the courier's own words too. */
export const PARCEL_REFUSAL_KINDS = ['bad-phone', 'area-not-served', 'duplicate-invoice', 'invalid', 'no-location', 'courier-off'] as const;
export const ParcelRefusalKindSchema = z.enum(PARCEL_REFUSAL_KINDS);
export type ParcelRefusalKind = z.infer<typeof ParcelRefusalKindSchema>;

/** An order's parcel as staff see it. Money in taka like every admin answer; weight in grams. */
export const ParcelSchema = z.object({
  courier: BookableCourierSchema,
  state: ShipmentStateSchema,
  invoice: z.string(),
  consignment_id: z.string().nullable(),
  tracking_code: z.string().nullable(),
  tracking_url: z.string().nullable(),
  cod_amount: z.number(),
  charge: z.number().nullable(),
  weight_grams: z.number().int(),
  delivery_type: z.string().nullable(),
  refusal: z.string().nullable(),
  refusal_kind: ParcelRefusalKindSchema.nullable(),
  booked_at: z.string().nullable(),
  created_at: z.string(),
});
export type Parcel = z.infer<typeof ParcelSchema>;

/** GET /admin/orders/{order_number}/parcel: the live parcel (else the last refused one), and the last refusal. */
export const OrderParcelAnswerSchema = z.object({ parcel: ParcelSchema.nullable() });
export type OrderParcelAnswer = z.infer<typeof OrderParcelAnswerSchema>;

/**
 * Why an order of a booking was not sent: no such order, not confirmed (or processing), it already has a parcel,
 * the courier is off, the courier's place is not known (Pathao's city and zone, RedX's area), or the courier's
 * answer was lost and it cannot be asked about our invoice (Pathao, RedX: look in its panel).
 */
export const BOOKING_PROBLEMS = ['not_found', 'not_confirmed', 'has_parcel', 'courier_off', 'no_location', 'answer_lost', 'not_shipped'] as const;
export type BookingProblem = (typeof BOOKING_PROBLEMS)[number];

/**
 * One order's booking: booked (with the parcel), refused (nothing booked, the courier's words), or unknown (the
 * courier's answer was lost: the row waits in 'booking' and is settled by asking the courier, never by booking again).
 */
export const BookingOutcomeSchema = z.object({
  order_number: z.string(),
  outcome: z.enum(['booked', 'refused', 'unknown']),
  parcel: ParcelSchema.nullable(),
  /** Why the order was not sent (nothing asked of the courier), or why its outcome is unknown; the screens word it. */
  problem: z.enum(BOOKING_PROBLEMS).nullable(),
});
export type BookingOutcome = z.infer<typeof BookingOutcomeSchema>;

export const BulkBookingAnswerSchema = z.object({ results: z.array(BookingOutcomeSchema) });
export type BulkBookingAnswer = z.infer<typeof BulkBookingAnswerSchema>;

/** GET /admin/orders/{order_number}/parcel-plan?courier=&weight_grams=&city_id=&zone_id=&area_id= */
export const ParcelPlanQuerySchema = z
  .object({
    courier: BookableCourierSchema.optional(),
    weight_grams: wholeNumberText(WEIGHT_MESSAGE, { min: 1, max: PARCEL_WEIGHT_MAX_GRAMS }).optional(),
    city_id: wholeNumberText(LOCATION_MESSAGE).optional(),
    zone_id: wholeNumberText(LOCATION_MESSAGE).optional(),
    area_id: wholeNumberText(LOCATION_MESSAGE).optional(),
  })
  .strict();
export type ParcelPlanQuery = z.infer<typeof ParcelPlanQuerySchema>;

export const CourierPlaceSchema = z.object({ id: z.number().int(), name: z.string() });

/** A courier's record in a district, from the shop's own parcels. */
export const CourierRecordSchema = z.object({
  courier: BookableCourierSchema,
  delivered: z.number().int(),
  returned: z.number().int(),
  /** Average days from booking to delivery, one decimal; null before the first delivery. */
  average_days: z.number().nullable(),
  /** Average charge in taka; null when the courier never said. */
  average_charge: z.number().nullable(),
});
export type CourierRecord = z.infer<typeof CourierRecordSchema>;

/**
 * What the 'Send with …' form starts from: the couriers that are on (the proposed first), the amount to collect,
 * the default weight and Steadfast delivery, each courier's place found from the order's district (with its lists
 * for correcting it), and the charge quoted where the courier's API gives one.
 */
export const ParcelPlanSchema = z.object({
  couriers: z.array(BookableCourierSchema),
  proposed: BookableCourierSchema.nullable(),
  records: z.array(CourierRecordSchema),
  district: z.string().nullable(),
  cod_amount: z.number(),
  weight_grams: z.number().int(),
  steadfast_delivery: z.enum(['home', 'hub']),
  /** For the courier asked (or the proposed one): its place and lists; null for Steadfast (it reads the address). */
  location: z
    .object({
      courier: z.enum(['pathao', 'redx']),
      city_id: z.number().int().nullable(),
      zone_id: z.number().int().nullable(),
      area_id: z.number().int().nullable(),
      cities: z.array(CourierPlaceSchema),
      zones: z.array(CourierPlaceSchema),
      areas: z.array(CourierPlaceSchema),
    })
    .nullable(),
  /** The courier's charge in taka before booking (Pathao's price plan, RedX's calculator); null when it gives none. */
  charge: z.number().nullable(),
});
export type ParcelPlan = z.infer<typeof ParcelPlanSchema>;

/** GET and PUT /admin/delivery/parcel-settings: the parcel's default weight and Steadfast's delivery type. */
export const ParcelSettingsSchema = z
  .object({
    default_weight_grams: wholeNumber(WEIGHT_MESSAGE, { min: 1, max: PARCEL_WEIGHT_MAX_GRAMS }),
    steadfast_delivery: z.enum(['home', 'hub']),
  })
  .strict();
export type ParcelSettings = z.infer<typeof ParcelSettingsSchema>;
