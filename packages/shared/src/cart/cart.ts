import { z } from 'zod';
import { AppliedPromoSchema } from '../promo/apply-promo';

/**
 * A line of the server cart (GET /api/v1/cart and every cart change answer). Money in taka, always the
 * catalogue's current price; `stock` is what is left of this size, so screens can cap the stepper.
 */
export const CartItemSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /** The struck-through price of a product on sale, else null. */
  originalPrice: z.number().nullable(),
  stock: z.number().int(),
  /**
   * The price (taka) the line had when the shopper added it, when the catalogue's price is another since;
   * else null. The screens mark such a line (docs/decisions/043).
   */
  price_changed_from: z.number().nullable(),
  product: z.object({
    name: z.string(),
    /** The Bengali name, for Bengali mode; null where none is given. */
    name_bn: z.string().nullable(),
    images: z.array(z.string()),
    sku: z.string(),
    colour: z.string(),
    category: z.string(),
  }),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** `subtotal` = Σ price × quantity; `total` adds the flat delivery fee (none for an empty cart). */
export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  subtotal: z.number(),
  delivery_fee: z.number(),
  total: z.number(),
  /** Sum of quantities: the header badge. */
  count: z.number().int(),
  /** The shop's cart limits (docs/decisions/025): units of one line, different lines. */
  limits: z.object({ line_quantity: z.number().int(), lines: z.number().int() }).optional(),
  /**
   * The voucher kept on the cart (applied earlier, on this device or another), which an order without a code of
   * its own uses: the screens show it so the total they show is the one ordered. Checked again when ordering.
   * Absent in a cart kept on a device from before, null when there is none.
   */
  promo: AppliedPromoSchema.nullable().optional(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartAnswerSchema = z.object({ cart: CartSchema });
export type CartAnswer = z.infer<typeof CartAnswerSchema>;

export const MERGE_SKIP_REASONS = ['unknown_product', 'unknown_size', 'out_of_stock', 'cart_full'] as const;
export type MergeSkipReason = (typeof MERGE_SKIP_REASONS)[number];

/** Why a merged line holds fewer units than asked: the stock of its size, or the shop's limit per line. */
export const MERGE_CAP_REASONS = ['out_of_stock', 'quantity_limit'] as const;
/**
 * POST /api/v1/cart/merge: the cart, the guest lines left out (and why: `cart_full` when the cart already
 * holds as many lines as it may), and the lines kept smaller than asked (`quantity` is what the cart now holds).
 */
export const MergeAnswerSchema = z.object({
  cart: CartSchema,
  skipped: z.array(z.object({ product_id: z.number().int(), size: z.string(), reason: z.enum(MERGE_SKIP_REASONS) })),
  capped: z.array(z.object({ product_id: z.number().int(), size: z.string(), quantity: z.number().int(), reason: z.enum(MERGE_CAP_REASONS) })),
});
export type MergeAnswer = z.infer<typeof MergeAnswerSchema>;

/** POST /api/cart/delete (the old site's path): `success` as the old client read it, plus the cart. */
export const DeleteProductsAnswerSchema = z.object({ success: z.literal(true), cart: CartSchema });
export type DeleteProductsAnswer = z.infer<typeof DeleteProductsAnswerSchema>;
