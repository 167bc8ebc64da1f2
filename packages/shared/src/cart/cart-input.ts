import { z } from 'zod';

import { singleLine } from '../input/text';
import { int32Id } from '../input/whole-number';
import { takaField } from '../input/fields';
import { MAX_LINE_QUANTITY, MAX_MERGE_ITEMS, QUANTITY_MESSAGE } from './cart-limits';

export { CART_LIMIT_DEFAULTS, MAX_LINE_QUANTITY, MAX_MERGE_ITEMS, QUANTITY_MESSAGE } from './cart-limits';

// Numbers only: "2" is refused rather than guessed at, so a client bug shows at once.
const Quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`);

const ProductId = int32Id('Product id must be a whole number.');

/** A size name ('m' is 'M'); empty or missing means the product's default size. */
const Size = singleLine('Size must be text.')
  .max(20, 'Size is too long.')
  .transform((size) => size.toUpperCase() || undefined)
  .optional();

/**
 * POST /api/v1/cart/items. The old client also sent `price` and `name`: accepted and ignored, because
 * the price always comes from the catalogue. Anything else unknown is refused.
 */
export const AddCartItemSchema = z
  .object({ product_id: ProductId, quantity: Quantity, size: Size, price: z.unknown().optional(), name: z.unknown().optional() })
  .strict()
  .transform(({ product_id, quantity, size }) => ({ product_id, quantity, size }));
export type AddCartItemInput = z.input<typeof AddCartItemSchema>;

/** PUT /api/v1/cart/items/{id}. */
export const UpdateCartItemSchema = z.object({ quantity: Quantity }).strict();

/**
 * POST /api/v1/cart/merge: the lines of a guest's local cart, added into the signed-in shopper's cart.
 * `added_price` is the price (taka) the guest saw when adding the line: the cart marks the line if the
 * catalogue's price is another now (docs/decisions/043). It never prices anything.
 */
export const MergeCartSchema = z
  .object({
    items: z
      .array(z.object({ product_id: ProductId, size: Size, quantity: Quantity, added_price: takaField('added_price', 'positive').optional() }).strict())
      .max(MAX_MERGE_ITEMS, `At most ${MAX_MERGE_ITEMS} lines can be merged at once.`),
  })
  .strict();
export type MergeCartInput = z.input<typeof MergeCartSchema>;

/** POST /api/cart/delete: removes every line of these products. */
export const DeleteCartProductsSchema = z
  .object({ productIds: z.array(ProductId).max(500, 'Too many products.') })
  .strict();
