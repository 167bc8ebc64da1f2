import { sql } from 'drizzle-orm';
import { DEFAULT_SIZE } from '@shop/shared';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

export interface SizeStock {
  size: string;
  stock: number;
}

/** Sizes (in the catalogue's order) and their stock of the active products among `ids`. */
export async function productSizes(db: Database, ids: number[]): Promise<Map<number, SizeStock[]>> {
  const found = new Map<number, SizeStock[]>();
  if (ids.length === 0) return found;
  const rows = await queryRows<{ product_id: number; size: string | null; stock: number | null }>(db, sql`
    SELECT p.id AS product_id, s.size, s.stock
    FROM products p LEFT JOIN product_stock s ON s.product_id = p.id
    WHERE p.active AND p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
    ORDER BY p.id, s.position`);
  for (const row of rows) {
    const sizes = found.get(row.product_id) ?? [];
    if (row.size !== null) sizes.push({ size: row.size, stock: Number(row.stock ?? 0) });
    found.set(row.product_id, sizes);
  }
  return found;
}

export type SizeChoice = { ok: true; size: SizeStock } | { ok: false; reason: 'unknown_size' | 'size_required' };

/**
 * The size asked for, or the default when none was: M where offered (storefront spec §9), else the
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
