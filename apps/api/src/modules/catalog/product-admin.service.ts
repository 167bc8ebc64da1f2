import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  SKU_TAKEN_MESSAGE, toPoisha, toTaka,
  type AdminProduct, type AdminProductList, type AdminProductQuery, type LowStockList, type ProductInput, type StockAdjustment,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { brands, categories, products, productStock, stockAdjustments, subcategories } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { likeContains } from '../../lib/like';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { StaffActor } from '../audit/audit.service';
import { reindexProducts } from './search-index';
import { lockProductsForStock } from './stock-lock';

/**
 * Products as staff make and change them (docs/product/back-office-catalogue.md, docs/decisions/039): the rules of
 * one product's fields, sizes and stock rows, versions, and the reads of the back office's product screens.
 * Callers run these in a transaction and write the audit log (workflows/catalogue-actions.ts).
 */

type ProductRow = typeof products.$inferSelect;

const skuTaken = () => new AppError(409, 'conflict', SKU_TAKEN_MESSAGE, { sku: SKU_TAKEN_MESSAGE }, { sku: 'sku_taken' });
const badField = (field: string, message: string) => new AppError(400, 'validation_error', message, { [field]: message }, { [field]: 'invalid' });

/** Blank Bengali texts mean "show the English": stored as null. */
const blankToNull = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text);

/** The size rows of a product in the shop's order. */
async function sizesOf(db: Database, id: number) {
  return db.select({ size: productStock.size, stock: productStock.stock }).from(productStock).where(eq(productStock.productId, id)).orderBy(asc(productStock.position), asc(productStock.size));
}

function toAdminProduct(row: ProductRow, sizes: { size: string; stock: number }[]): AdminProduct {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    name_bn: row.nameBn,
    description: row.description,
    description_bn: row.descriptionBn,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    brand_id: row.brandId,
    colour: row.colour,
    specifications: row.specifications,
    price: toTaka(row.price),
    old_price: row.oldPrice === null ? null : toTaka(row.oldPrice),
    sizes,
    low_stock_threshold: row.lowStockThreshold,
    active: row.active,
    images: row.images,
    sold: row.sold,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function readAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(`No product ${id}.`);
  return toAdminProduct(row, await sizesOf(db, id));
}

/** Search by name (English or Bengali) or SKU, a category, on sale or not; the latest changed first. */
export async function listAdminProducts(db: Database, query: AdminProductQuery): Promise<AdminProductList> {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = likeContains(q);
    conditions.push(or(ilike(products.name, pattern), ilike(products.nameBn, pattern), ilike(products.sku, pattern))!);
  }
  if (query.category_id !== undefined) conditions.push(eq(products.categoryId, query.category_id));
  if (query.status !== 'all') conditions.push(eq(products.active, query.status === 'active'));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id, sku: products.sku, name: products.name, nameBn: products.nameBn, price: products.price, oldPrice: products.oldPrice,
        active: products.active, sold: products.sold, version: products.version, updatedAt: products.updatedAt, images: products.images,
        stock: products.stock, category: categories.name,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map((r) => ({
      id: r.id, sku: r.sku, name: r.name, name_bn: r.nameBn, price: toTaka(r.price), old_price: r.oldPrice === null ? null : toTaka(r.oldPrice),
      active: r.active, sold: r.sold, version: r.version, updated_at: r.updatedAt.toISOString(), image: r.images[0] ?? null, stock: r.stock, category: r.category,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** The category, subcategory (of that category) and brand a product points at exist; else 400 naming the field. */
async function checkReferences(db: Database, input: ProductInput): Promise<void> {
  const [[category], [subcategory], [brand]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)),
    db.select({ categoryId: subcategories.categoryId }).from(subcategories).where(eq(subcategories.id, input.subcategory_id)),
    db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id)),
  ]);
  if (!category) throw badField('category_id', 'Choose a category that exists.');
  if (!subcategory) throw badField('subcategory_id', 'Choose a subcategory that exists.');
  if (subcategory.categoryId !== input.category_id) throw badField('subcategory_id', 'The subcategory is not one of the chosen category.');
  if (!brand) throw badField('brand_id', 'Choose a brand that exists.');
}

async function checkSkuFree(db: Database, sku: string, exceptId?: number): Promise<void> {
  const [other] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`lower(${products.sku}) = lower(${sku})`, exceptId === undefined ? undefined : ne(products.id, exceptId)));
  if (other) throw skuTaken();
}

/** The product's own columns from the form (money in poisha). */
function columnsOf(input: ProductInput) {
  return {
    sku: input.sku,
    name: input.name,
    nameBn: blankToNull(input.name_bn),
    description: input.description,
    descriptionBn: blankToNull(input.description_bn),
    categoryId: input.category_id,
    subcategoryId: input.subcategory_id,
    brandId: input.brand_id,
    colour: input.colour,
    specifications: input.specifications,
    price: toPoisha(input.price),
    oldPrice: input.old_price == null ? null : toPoisha(input.old_price),
    lowStockThreshold: input.low_stock_threshold,
    active: input.active,
  };
}

/** Writes one line of a size's stock history. */
export async function recordStockChange(
  db: Database,
  actor: StaffActor,
  entry: { productId: number; size: string; reason: StockAdjustment['reason']; change: number; stockAfter: number; note?: string | null },
): Promise<void> {
  await db.insert(stockAdjustments).values({
    productId: entry.productId,
    size: entry.size,
    reason: entry.reason,
    change: entry.change,
    stockAfter: entry.stockAfter,
    note: entry.note ?? null,
    actorLabel: actor.label,
    staffId: actor.kind === 'staff' ? actor.staffId : null,
  });
}

async function insertWithSku<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // SKU is the products table's only unique column but the id.
    if (isUniqueViolation(error)) throw skuTaken();
    throw error;
  }
}

/** A new product with its sizes; each size's starting stock is the first line of its history (a count). */
export async function createProduct(db: Database, actor: StaffActor, input: ProductInput): Promise<AdminProduct> {
  await checkReferences(db, input);
  await checkSkuFree(db, input.sku);
  const [row] = await insertWithSku(() => db.insert(products).values({ ...columnsOf(input), searchText: '' }).returning({ id: products.id }));
  const id = row!.id;
  await db.insert(productStock).values(input.sizes.map((s, position) => ({ productId: id, size: s.size, stock: s.stock, position })));
  for (const s of input.sizes) {
    await recordStockChange(db, actor, { productId: id, size: s.size, reason: 'counted', change: s.stock, stockAfter: s.stock, note: 'New product' });
  }
  await reindexProducts(db, { productIds: [id] });
  return readAdminProduct(db, id);
}

export interface ProductChange {
  before: AdminProduct;
  after: AdminProduct;
}

/**
 * Saves the form over the product, if nobody saved it since `version` (else 409 stale_version). Sizes follow the
 * form's list and order: a new size starts with the stock typed (a count in its history), a size no longer listed
 * is deleted (cart lines holding it show no stock and cannot be ordered), and the stock of a size the product had
 * is left as it is: it changes only by adjustments, which never race an order (docs/decisions/039).
 */
export async function updateProduct(db: Database, actor: StaffActor, id: number, version: number, input: ProductInput): Promise<ProductChange> {
  const before = await readAdminProduct(db, id);
  await checkReferences(db, input);
  await checkSkuFree(db, input.sku, id);
  // The product row before its sizes, as every size writer takes them (lockProductsForStock, decision 054).
  await lockProductsForStock(db, [id]);
  const current = await db
    .select({ size: productStock.size, stock: productStock.stock })
    .from(productStock)
    .where(eq(productStock.productId, id))
    .orderBy(asc(productStock.size));
  const saved = await insertWithSku(() =>
    db
      .update(products)
      .set({ ...columnsOf(input), version: sql`${products.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(products.id, id), eq(products.version, version)))
      .returning({ id: products.id }),
  );
  if (saved.length === 0) {
    throw new AppError(409, 'stale_version', 'Someone else saved this product since you opened it. Load their version, then make your change again.');
  }
  const had = new Map(current.map((s) => [s.size, s.stock]));
  const kept = new Set(input.sizes.map((s) => s.size));
  const removed = current.filter((s) => !kept.has(s.size)).map((s) => s.size);
  if (removed.length) await db.delete(productStock).where(and(eq(productStock.productId, id), inArray(productStock.size, removed)));
  for (const [position, s] of input.sizes.entries()) {
    if (had.has(s.size)) {
      await db.update(productStock).set({ position }).where(and(eq(productStock.productId, id), eq(productStock.size, s.size)));
    } else {
      await db.insert(productStock).values({ productId: id, size: s.size, stock: s.stock, position });
      await recordStockChange(db, actor, { productId: id, size: s.size, reason: 'counted', change: s.stock, stockAfter: s.stock, note: 'New size' });
    }
  }
  await reindexProducts(db, { productIds: [id] });
  return { before, after: await readAdminProduct(db, id) };
}

/** The history of a product's stock (one size or all), newest first. */
export async function stockHistory(db: Database, productId: number, size?: string): Promise<StockAdjustment[]> {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) throw notFound(`No product ${productId}.`);
  const rows = await db
    .select()
    .from(stockAdjustments)
    .where(and(eq(stockAdjustments.productId, productId), size === undefined ? undefined : eq(stockAdjustments.size, size)))
    .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id, size: r.size, reason: r.reason, change: r.change, stock_after: r.stockAfter, note: r.note, actor: r.actorLabel, created_at: r.createdAt.toISOString(),
  }));
}

const lowStockWhere = and(eq(products.active, true), lte(productStock.stock, products.lowStockThreshold));

/** Sizes of products on sale at or under their product's threshold, fewest units first. */
export async function lowStock(db: Database, paging: { limit: number; offset: number }): Promise<LowStockList> {
  const [items, total] = await Promise.all([
    db
      .select({ product_id: products.id, sku: products.sku, name: products.name, size: productStock.size, stock: productStock.stock, threshold: products.lowStockThreshold })
      .from(productStock)
      .innerJoin(products, eq(products.id, productStock.productId))
      .where(lowStockWhere)
      .orderBy(asc(productStock.stock), asc(products.name), asc(products.id), asc(productStock.position))
      .limit(paging.limit)
      .offset(paging.offset),
    countLowStock(db),
  ]);
  return { items, total };
}

/** How many sizes are on the low-stock list (the dashboard's tile). */
export async function countLowStock(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productStock).innerJoin(products, eq(products.id, productStock.productId)).where(lowStockWhere);
  return Number(row?.n ?? 0);
}
