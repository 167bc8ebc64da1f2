import { sql } from 'drizzle-orm';
import {
  check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameBn: text('name_bn').notNull(),
  image: text('image').notNull(),
  bannerImage: text('banner_image').notNull(),
  position: integer('position').notNull().default(0),
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
  },
  (t) => [uniqueIndex('subcategories_slug_key').on(t.slug), index('subcategories_category_idx').on(t.categoryId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
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
    active: integer('active').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_old_price_above_price', sql`${t.oldPrice} is null or ${t.oldPrice} > ${t.price}`),
    index('products_category_sold_idx').on(t.categoryId, t.sold.desc(), t.id),
    index('products_category_price_idx').on(t.categoryId, t.price, t.id),
    index('products_category_created_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('products_subcategory_idx').on(t.subcategoryId, t.id),
    index('products_sold_idx').on(t.sold.desc(), t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_brand_idx').on(t.brandId),
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
  (t) => [primaryKey({ columns: [t.productId, t.size] }), check('product_stock_not_negative', sql`${t.stock} >= 0`)],
);

export const pickupPoints = pgTable('pickup_points', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  active: integer('active').notNull().default(1),
});
