import { z } from 'zod';
import { toPoisha } from '../money';
import { wholeNumber } from '../input/whole-number';
import { areaOfPlace, districtNamed, type DeliveryPlace } from './delivery-area';

/** The shop's original flat fee, every fee's value until staff set another (docs/decisions/044). */
export const DEFAULT_DELIVERY_FEE_TAKA = 150;
/** The highest fee staff may set, in taka: far above any courier's price, so a typo of an extra zero is refused. */
export const MAX_DELIVERY_FEE_TAKA = 10_000;
/** The highest free-delivery threshold, in taka. */
export const MAX_FREE_DELIVERY_OVER_TAKA = 1_000_000;

export const DELIVERY_METHODS = ['home', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * GET /api/v1/delivery-fees (public) and the back office's table: every fee in whole taka. A district listed
 * in `districts` is priced by its own fee, any other by its area's; `free_over` null means no free delivery.
 */
export const DeliveryFeesSchema = z.object({
  areas: z.object({ dhaka_city: z.number(), dhaka_surroundings: z.number(), outside_dhaka: z.number() }),
  districts: z.array(z.object({ district: z.string(), fee: z.number() })),
  pickup_point: z.number(),
  free_over: z.number().nullable(),
});
export type DeliveryFees = z.infer<typeof DeliveryFeesSchema>;
export const DeliveryFeesAnswerSchema = z.object({ delivery_fees: DeliveryFeesSchema });
export type DeliveryFeesAnswer = z.infer<typeof DeliveryFeesAnswerSchema>;

/** Every fee at the default ৳150, no district of its own, no free delivery: the table a new shop starts with. */
export const DEFAULT_DELIVERY_FEES: DeliveryFees = {
  areas: { dhaka_city: DEFAULT_DELIVERY_FEE_TAKA, dhaka_surroundings: DEFAULT_DELIVERY_FEE_TAKA, outside_dhaka: DEFAULT_DELIVERY_FEE_TAKA },
  districts: [],
  pickup_point: DEFAULT_DELIVERY_FEE_TAKA,
  free_over: null,
};

export const DELIVERY_FEE_MESSAGE = `A delivery fee must be a whole number of taka from 0 to ${MAX_DELIVERY_FEE_TAKA.toLocaleString('en-US')}.`;
export const FREE_OVER_MESSAGE = `The free-delivery threshold must be empty or a whole number of taka from 1 to ${MAX_FREE_DELIVERY_OVER_TAKA.toLocaleString('en-US')}.`;
export const UNKNOWN_DISTRICT_MESSAGE = 'Choose one of the 64 districts.';
export const DISTRICT_TWICE_MESSAGE = 'Each district may have one fee.';

const fee = () => wholeNumber(DELIVERY_FEE_MESSAGE, { min: 0, max: MAX_DELIVERY_FEE_TAKA });

/** PUT /api/v1/admin/delivery-fees: the whole table, as the back office's form holds it. */
export const DeliveryFeesInputSchema = z
  .object({
    areas: z.object({ dhaka_city: fee(), dhaka_surroundings: fee(), outside_dhaka: fee() }, { error: 'Every area needs a fee.' }).strict(),
    districts: z
      .array(
        z.object({
          district: z.string({ error: UNKNOWN_DISTRICT_MESSAGE }).transform((name, ctx) => {
            const district = districtNamed(name);
            if (!district) ctx.addIssue({ code: 'custom', message: UNKNOWN_DISTRICT_MESSAGE });
            return district ?? name;
          }),
          fee: fee(),
        }).strict(),
        { error: 'districts must be a list.' },
      )
      .max(64, DISTRICT_TWICE_MESSAGE)
      .superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (seen.has(row.district)) ctx.addIssue({ code: 'custom', message: DISTRICT_TWICE_MESSAGE, path: [index, 'district'] });
          seen.add(row.district);
        });
      }),
    pickup_point: fee(),
    free_over: wholeNumber(FREE_OVER_MESSAGE, { min: 1, max: MAX_FREE_DELIVERY_OVER_TAKA }).nullable(),
  })
  .strict();
export type DeliveryFeesInput = z.infer<typeof DeliveryFeesInputSchema>;

/** Where an order goes, as the fee rules see it. */
export type DeliveryDestination = { method: 'pickup' } | ({ method: 'home' } & DeliveryPlace);

/** The fee before any free delivery, in poisha: a pickup point's, the district's own, else its area's. */
export function baseDeliveryFee(fees: DeliveryFees, destination: DeliveryDestination): number {
  if (destination.method === 'pickup') return toPoisha(fees.pickup_point);
  const own = destination.district ? fees.districts.find((row) => row.district === destination.district) : undefined;
  return toPoisha(own ? own.fee : fees.areas[destination.area]);
}

/**
 * The one delivery-fee rule (docs/decisions/044), in poisha, used by the order, the cart and every screen:
 * nothing to deliver costs nothing; goods worth at least `free_over` (at catalogue prices, before any voucher) go
 * free; else the destination's fee.
 */
export function deliveryFeeOf(fees: DeliveryFees, destination: DeliveryDestination, goodsPoisha: number, lineCount: number): number {
  if (lineCount === 0) return 0;
  if (fees.free_over !== null && goodsPoisha >= toPoisha(fees.free_over)) return 0;
  return baseDeliveryFee(fees, destination);
}

/** The lowest and highest home-delivery fee of the table, in taka: what a promo text may promise. */
export function homeDeliveryFeeRange(fees: DeliveryFees): { min: number; max: number } {
  const all = [...Object.values(fees.areas), ...fees.districts.map((row) => row.fee)];
  return { min: Math.min(...all), max: Math.max(...all) };
}


/** Home delivery to an address of the address book (district and upazila by their English names). */
export function homeDestinationOf(address: { city: string; zone: string }): DeliveryDestination {
  return { method: 'home', district: address.city, area: areaOfPlace(address.city, address.zone) };
}
