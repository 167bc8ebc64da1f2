import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameBn: text('name_bn').notNull(),
  image: text('image').notNull(),
  bannerImage: text('banner_image').notNull(),
  position: integer('position').notNull().default(0),
  /** Out of the menu and listings; a category with products is hidden, never deleted (migration 0011). */
  hidden: boolean('hidden').notNull().default(false),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameBn: text('name_bn').notNull(),
    /** Third menu level: item names shown under the subcategory. */
    items: text('items').array().notNull().default(sql`'{}'::text[]`),
    bannerImage: text('banner_image'),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('subcategories_slug_key').on(t.slug), index('subcategories_category_idx').on(t.categoryId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    /** Shown in Bengali mode; the English name where null (migration 0011). */
    nameBn: text('name_bn'),
    description: text('description').notNull(),
    descriptionBn: text('description_bn'),
    specifications: jsonb('specifications').$type<{ label: string; value: string }[]>().notNull().default([]),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    subcategoryId: integer('subcategory_id').notNull().references(() => subcategories.id),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    colour: text('colour').notNull(),
    /** Poisha. */
    price: integer('price').notNull(),
    /** Poisha; the struck-through price of a product on sale. */
    oldPrice: integer('old_price'),
    sold: integer('sold').notNull().default(0),
    /** Lower-cased name, compact name, brand, category and colour: what search matches, trigram-indexed. */
    searchText: text('search_text').notNull(),
    /**
     * Read copies for listings, kept by triggers on product_images and product_stock (migration 0003):
     * image URLs in order, size names in order, and the stock of all sizes together.
     */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    /** A product taken off sale stays for its orders' sake but leaves every listing. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every staff save: a save based on an older version is refused (stale_version). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A size at or under this many units is on the low-stock list. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
  },
  // Listings only ever read active products: partial indexes make their counts index-only scans.
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_old_price_above_price', sql`${t.oldPrice} is null or ${t.oldPrice} > ${t.price}`),
    check('products_low_stock_threshold_range', sql`${t.lowStockThreshold} >= 0 and ${t.lowStockThreshold} <= 100000`),
    check('products_sold_not_negative', sql`${t.sold} >= 0`),
    index('products_category_idx').on(t.categoryId, t.id).where(sql`${t.active}`),
    index('products_category_sold_idx').on(t.categoryId, t.sold.desc(), t.id).where(sql`${t.active}`),
    index('products_category_price_idx').on(t.categoryId, t.price, t.id).where(sql`${t.active}`),
    index('products_category_created_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    index('products_subcategory_idx').on(t.subcategoryId, t.id).where(sql`${t.active}`),
    index('products_sold_idx').on(t.sold.desc(), t.id).where(sql`${t.active}`),
    index('products_price_idx').on(t.price, t.id).where(sql`${t.active}`),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    index('products_brand_idx').on(t.brandId, t.id).where(sql`${t.active}`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Sizes and stock: one row per size; one-size products have the single size 'ONE'. */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    position: integer('position').notNull().default(0),
    stock: integer('stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_stock_not_negative', sql`${t.stock} >= 0`),
    index('product_stock_low_idx').on(t.stock, t.productId),
  ],
);

export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'counted', 'returned', 'import'] as const;

/** Every stock change staff make, or an import, with its reason: the history of a product's size (migration 0011). */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    reason: text('reason').$type<(typeof STOCK_ADJUSTMENT_REASONS)[number]>().notNull(),
    /** Units added (negative: taken away). */
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    note: text('note'),
    actorLabel: text('actor_label').notNull(),
    /** References staff_accounts(id); not declared here so the catalogue's schema does not import the staff one. */
    staffId: uuid('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_adjustments_product_idx').on(t.productId, t.size, t.createdAt.desc(), t.id.desc()),
    check('stock_adjustments_reason', sql`${t.reason} in ('received', 'damaged', 'counted', 'returned', 'import')`),
    check('stock_adjustments_stock_after', sql`${t.stockAfter} >= 0`),
  ],
);

export const pickupPoints = pgTable('pickup_points', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * Every word of the catalogue's search text, once: typo correction compares a shopper's words with
 * these few thousand terms instead of with every product, so it costs the same at any catalogue size.
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);
