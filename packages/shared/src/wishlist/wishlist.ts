import { z } from 'zod';

import { int32Id } from '../input/whole-number';
import { MAX_WISHLIST_MERGE } from './wishlist-limits';

export { MAX_WISHLIST_ITEMS, MAX_WISHLIST_MERGE } from './wishlist-limits';

/**
 * One saved product (docs/product/wishlist.md, Wishlist item, plus what the screen needs). Name, picture and
 * prices are the catalogue's current ones in taka, never a copy taken when the product was saved.
 */
export const WishlistItemSchema = z.object({
  /** The product id as text: a product is saved at most once, so it names the entry. */
  id: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  /** The Bengali name, for Bengali mode; null where none is given. */
  productNameBn: z.string().nullable(),
  productImage: z.string(),
  price: z.number(),
  /** The struck-through price of a product on sale, else null. */
  oldPrice: z.number().nullable(),
  inStock: z.boolean(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** GET /api/v1/wishlist and the answer of every change but DELETE: newest first. */
export const WishlistSchema = z.object({ items: z.array(WishlistItemSchema) });
export type Wishlist = z.infer<typeof WishlistSchema>;

const PRODUCT_ID_MESSAGE = 'Product ids must be whole numbers.';

/** POST /api/v1/wishlist/merge: a guest's local list, newest first; unknown products are left out. */
export const MergeWishlistSchema = z
  .object({
    productIds: z
      .array(int32Id(PRODUCT_ID_MESSAGE), {
        error: 'productIds must be a list of product ids.',
      })
      .max(MAX_WISHLIST_MERGE, `At most ${MAX_WISHLIST_MERGE} products can be merged at once.`),
  })
  .strict();
export type MergeWishlistInput = z.infer<typeof MergeWishlistSchema>;

export const WISHLIST_SKIP_REASONS = ['unknown_product', 'wishlist_full'] as const;

/** The merge answer: the whole list, and the guest products left out (gone from the catalogue, or no room). */
export const MergeWishlistAnswerSchema = WishlistSchema.extend({
  skipped: z.array(z.object({ productId: z.number().int(), reason: z.enum(WISHLIST_SKIP_REASONS) })),
});
export type MergeWishlistAnswer = z.infer<typeof MergeWishlistAnswerSchema>;
