import { z } from 'zod';
import { multiLine, singleLine } from '../input/text';
import { int32Id } from '../input/whole-number';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from '../account/phone';
import { PAYMENT_METHODS } from './order';

/** Texts of the place-order rules (docs/product/checkout.md), shown exactly as written. */
export const PLACE_ORDER_MESSAGES = {
  pickupPointRequired: 'Please select a pickup point.',
  /** Neither a pickup point, an address of the address book, nor an address to deliver to (decision 044). */
  deliveryRequired: 'Please enter a delivery address or select a pickup point.',
  deliveryChoiceTwice: 'Choose either a pickup point or a delivery address, not both.',
  addressTwice: 'Send either address_id or shipping_address, not both.',
  addressInvalid: 'This address is not in your address book any more. Please choose another.',
  phoneRequired: 'Please enter a phone number the courier can call.',
  pickupPointInvalid: 'Invalid pickup point selected.',
  pickupPointIncomplete: 'Selected pickup point is missing required information.',
  paymentMethodRequired: 'Please select a payment method.',
  cartEmpty: 'Your cart is empty',
  orderTooLarge: 'Orders are limited to ৳100,000,000. Please split this one into smaller orders.',
  totalChanged: 'The total of your order has gone up since it was shown (a price or the delivery fee). Please check the new total and place your order again.',
  expectedTotalInvalid: 'expected_total must be an amount in taka.',
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
 * the catalogue. Where it goes (docs/decisions/044): `pickup_point_id` collects it at a pickup point (name,
 * phone and address default to the pickup point's, as the old checkout sent them); `address_id` delivers it
 * to an address of the shopper's address book; neither, with `shipping_address`, delivers it to that text
 * (the API's documented payload). A delivery fee is never sent: the server prices the destination.
 */
export const PlaceOrderInputSchema = z
  .object({
    pickup_point_id: z
      .number({ error: PLACE_ORDER_MESSAGES.pickupPointInvalid })
      .pipe(int32Id(PLACE_ORDER_MESSAGES.pickupPointInvalid))
      .nullish()
      .transform((value) => value ?? undefined),
    address_id: z
      .uuid(PLACE_ORDER_MESSAGES.addressInvalid)
      .nullish()
      .transform((value) => value ?? undefined),
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
    /**
     * The total the shopper was shown, in taka (optional): if the order would cost more (a price or the delivery
     * fee went up meanwhile), it is refused with 409 `total_changed` and nothing is placed. Less is no surprise to
     * pay: the order is placed at its own, lower total (decision 049).
     */
    expected_total: z
      .number({ error: PLACE_ORDER_MESSAGES.expectedTotalInvalid })
      .nonnegative(PLACE_ORDER_MESSAGES.expectedTotalInvalid)
      .max(MAX_ORDER_TOTAL_TAKA, PLACE_ORDER_MESSAGES.expectedTotalInvalid)
      .nullish()
      .transform((value) => value ?? undefined),
    /** The cart screen's selection (cart line ids); absent means the whole cart. */
    line_ids: z
      .array(z.uuid('Unknown cart item.'), { error: 'line_ids must be a list of cart item ids.' })
      .max(200, 'Too many cart items selected.')
      .optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.pickup_point_id !== undefined && input.address_id !== undefined) {
      ctx.addIssue({ code: 'custom', message: PLACE_ORDER_MESSAGES.deliveryChoiceTwice, path: ['address_id'] });
    } else if (input.address_id !== undefined && input.shipping_address !== undefined) {
      ctx.addIssue({ code: 'custom', message: PLACE_ORDER_MESSAGES.addressTwice, path: ['shipping_address'] });
    } else if (input.pickup_point_id === undefined && input.address_id === undefined && input.shipping_address === undefined) {
      ctx.addIssue({ code: 'custom', message: PLACE_ORDER_MESSAGES.deliveryRequired, path: ['shipping_address'] });
    }
  });
export type PlaceOrderInput = z.input<typeof PlaceOrderInputSchema>;
export type PlaceOrderData = z.output<typeof PlaceOrderInputSchema>;

/** Optional `Idempotency-Key` header: a retry with the same key answers the first order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,200}$/, 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.');
