import { z } from 'zod';
import { multiLine, singleLine } from '../input/text';
import { int32Id } from '../input/whole-number';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from '../account/phone';
import { PAYMENT_METHODS } from './order';

/** Texts of the place-order rules (docs/product/checkout.md), shown exactly as written. */
export const PLACE_ORDER_MESSAGES = {
  pickupPointRequired: 'Please select a pickup point.',
  pickupPointInvalid: 'Invalid pickup point selected.',
  pickupPointIncomplete: 'Selected pickup point is missing required information.',
  paymentMethodRequired: 'Please select a payment method.',
  cartEmpty: 'Your cart is empty',
  orderTooLarge: 'Orders are limited to ৳100,000,000. Please split this one into smaller orders.',
} as const;

/**
 * The largest order the shop takes (docs/decisions/029): far beyond any real basket, and far inside what
 * the money columns (bigint poisha) and a JavaScript number (exact to 2^53) hold, so no sum can overflow.
 */
export const MAX_ORDER_TOTAL_TAKA = 100_000_000;

/** An optional text field: absent, null or blank all mean "not given". Notes may run over several lines. */
const optionalText = (max: number, label: string, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLine : multiLine)(`${label} must be text.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : undefined));

/**
 * POST /api/v1/orders (bearer). No price, quantity or total: the server takes those from the cart and
 * the catalogue. Name, phone and address default to the pickup point's, as the old checkout sent them.
 */
export const PlaceOrderInputSchema = z
  .object({
    pickup_point_id: z.number({
      error: (issue) => (issue.input == null ? PLACE_ORDER_MESSAGES.pickupPointRequired : PLACE_ORDER_MESSAGES.pickupPointInvalid),
    }).pipe(int32Id(PLACE_ORDER_MESSAGES.pickupPointInvalid)),
    payment_method: z.enum(PAYMENT_METHODS, { error: PLACE_ORDER_MESSAGES.paymentMethodRequired }),
    customer_name: optionalText(100, 'Name'),
    customer_phone: optionalText(20, 'Phone number').transform((value, ctx) => {
      if (value === undefined) return undefined;
      const phone = normaliseBdPhone(value);
      if (phone === null) ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
      return phone ?? value;
    }),
    shipping_address: optionalText(500, 'Address'),
    notes: optionalText(500, 'Notes', 'multi'),
    promo_code: optionalText(40, 'Promo code'),
    /** The cart screen's selection (cart line ids); absent means the whole cart. */
    line_ids: z
      .array(z.uuid('Unknown cart item.'), { error: 'line_ids must be a list of cart item ids.' })
      .max(200, 'Too many cart items selected.')
      .optional(),
  })
  .strict();
export type PlaceOrderInput = z.input<typeof PlaceOrderInputSchema>;
export type PlaceOrderData = z.output<typeof PlaceOrderInputSchema>;

/** Optional `Idempotency-Key` header: a retry with the same key answers the first order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,200}$/, 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.');
