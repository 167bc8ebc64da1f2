import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SIZE } from '@shop/shared';
import type { Database } from '../../db/client';
import { products, productStock } from '../../db/schema/index';

export interface SizeStock {
  size: string;
  stock: number;
}

/** Sizes (in the catalogue's order) and their stock of the active products among `ids`. */
export async function productSizes(db: Database, ids: number[]): Promise<Map<number, SizeStock[]>> {
  const found = new Map<number, SizeStock[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ productId: products.id, size: productStock.size, stock: productStock.stock })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(and(eq(products.active, true), inArray(products.id, ids)))
    .orderBy(asc(products.id), asc(productStock.position));
  for (const row of rows) {
    const sizes = found.get(row.productId) ?? [];
    if (row.size !== null) sizes.push({ size: row.size, stock: Number(row.stock ?? 0) });
    found.set(row.productId, sizes);
  }
  return found;
}

export type SizeChoice = { ok: true; size: SizeStock } | { ok: false; reason: 'unknown_size' | 'size_required' };

/**
 * The size asked for, or the default when none was: M where offered (docs/product/cart.md), else the
 * only size (one-size goods are 'ONE'). Shoes have several sizes and no M, so the shopper must choose.
 */
export function chooseSize(sizes: SizeStock[], requested: string | undefined): SizeChoice {
  if (requested !== undefined) {
    const size = sizes.find((s) => s.size === requested);
    return size ? { ok: true, size } : { ok: false, reason: 'unknown_size' };
  }
  const size = sizes.find((s) => s.size === DEFAULT_SIZE) ?? (sizes.length === 1 ? sizes[0] : undefined);
  return size ? { ok: true, size } : { ok: false, reason: 'size_required' };
}

/** The products' prices today (poisha), by id: what a line added to the cart now remembers. */
export async function productPrices(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, price: products.price }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.price]));
}
