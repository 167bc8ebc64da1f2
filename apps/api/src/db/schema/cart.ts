import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  promoCode: text('promo_code'),
  /** The last Idempotency-Key applied (adds, merges): a retried request is not applied twice (migration 0004). */
  lastIdempotencyKey: text('last_idempotency_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    /** Poisha: the catalogue's price when the line was added; the cart marks a line whose price changed since (migration 0011). */
    addedPrice: integer('added_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_product_size_key').on(t.cartId, t.productId, t.size),
    check('cart_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_product_idx').on(t.productId)],
);
