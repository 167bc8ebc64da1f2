import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { ONE_SIZE } from '@shop/shared';
import type { Database } from '../../db/client';
import { brands, categories, products, productStock, subcategories } from '../../db/schema/index';
import { shownProducts } from './catalog.service';

/** One product as the ad platforms' feeds list it (docs/decisions/066): money in poisha, each size with its stock. */
export interface FeedProduct {
  id: number;
  sku: string;
  name: string;
  nameBn: string | null;
  description: string;
  descriptionBn: string | null;
  price: number;
  oldPrice: number | null;
  images: string[];
  brand: string;
  category: string;
  categoryBn: string;
  subcategory: string;
  subcategoryBn: string;
  /** In the product's order; a one-size product has one, `ONE`. */
  sizes: { size: string; stock: number }[];
}

/** Products read per query: a feed of the whole catalogue is written as it is read, never held whole. */
export const FEED_BATCH = 500;

/**
 * Every product a shopper may see (on sale, in no hidden category, subcategory or brand), by id, `batch` at a time:
 * one taken off sale or hidden leaves the feed at the next read.
 */
export async function* feedProducts(db: Database, batch = FEED_BATCH): AsyncGenerator<FeedProduct[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id, sku: products.sku, name: products.name, nameBn: products.nameBn, description: products.description,
        descriptionBn: products.descriptionBn, price: products.price, oldPrice: products.oldPrice, images: products.images,
        brand: brands.name, category: categories.name, categoryBn: categories.nameBn, subcategory: subcategories.name, subcategoryBn: subcategories.nameBn,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(shownProducts(db), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batch);
    if (rows.length === 0) return;
    const stock = await db
      .select({ productId: productStock.productId, size: productStock.size, stock: productStock.stock })
      .from(productStock)
      .where(inArray(productStock.productId, rows.map((row) => row.id)))
      .orderBy(asc(productStock.productId), asc(productStock.position), asc(productStock.size));
    const sizes = new Map<number, { size: string; stock: number }[]>();
    for (const row of stock) sizes.set(row.productId, [...(sizes.get(row.productId) ?? []), { size: row.size, stock: row.stock }]);
    yield rows.map((row) => ({ ...row, sizes: sizes.get(row.id) ?? [{ size: ONE_SIZE, stock: 0 }] }));
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}
