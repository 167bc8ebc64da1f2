import { and, eq, gte, sql } from 'drizzle-orm';
import { ONE_SIZE } from '@shop/shared';
import type { Tx } from '../../db/client';
import { productStock } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { lockProductsForStock } from './stock-lock';

/** A line to take from stock, as the checkout reads a cart's line (modules/cart/cart-lines.ts). */
export interface StockLine {
  lineId: string | number;
  productId: number;
  size: string;
  quantity: number;
  name: string;
  active: boolean;
}

/**
 * The catalogue's stock, changed only here: orders take it, cancellations and refunded returns put it back, staff
 * adjust it. Each function runs in its caller's transaction (`tx`) and opens none. Every one first holds the products' rows (lockProductsForStock: the one lock order of sizes, by product
 * id), then goes through the size rows by product and size, so orders, cancellations, returns, staff adjustments,
 * product saves and CSV imports never deadlock.
 */
function inLockOrder<T extends { productId: number; size: string }>(lines: T[]): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0));
}

const describe = (line: StockLine) => (line.size === ONE_SIZE ? line.name : `${line.name} (size ${line.size})`);

/**
 * Step 3: take each line's units with a conditional update, so stock can never go below zero even
 * when shoppers buy the last unit at the same moment. Any short line throws, rolling the order back.
 */
export async function reserveStock(tx: Tx, lines: StockLine[]): Promise<void> {
  await lockProductsForStock(tx, lines.map((line) => line.productId));
  for (const line of inLockOrder(lines)) {
    if (!line.active) {
      throw new AppError(409, 'unavailable', `${line.name} is no longer available. Please remove it from your cart.`, { [line.lineId]: 'unavailable' });
    }
    const where = and(eq(productStock.productId, line.productId), eq(productStock.size, line.size));
    const taken = await tx
      .update(productStock)
      .set({ stock: sql`${productStock.stock} - ${line.quantity}` })
      .where(and(where, gte(productStock.stock, line.quantity)))
      .returning({ stock: productStock.stock });
    if (taken.length > 0) continue;
    const [row] = await tx.select({ stock: productStock.stock }).from(productStock).where(where);
    const left = row?.stock ?? 0;
    const message = left > 0
      ? `Only ${left} left of ${describe(line)}. Please lower the quantity to ${left} or less.`
      : `${describe(line)} is out of stock. Please remove it from your cart.`;
    throw new AppError(409, 'out_of_stock', message, { [line.lineId]: String(left) });
  }
}

/** A cancelled order's units go back on the shelf, size by size. */
export async function returnStock(tx: Tx, lines: { productId: number; size: string; quantity: number }[]): Promise<void> {
  await lockProductsForStock(tx, lines.map((line) => line.productId));
  for (const line of inLockOrder(lines)) {
    await tx
      .insert(productStock)
      .values({ productId: line.productId, size: line.size, stock: line.quantity })
      .onConflictDoUpdate({ target: [productStock.productId, productStock.size], set: { stock: sql`${productStock.stock} + ${line.quantity}` } });
  }
}

/**
 * A staff adjustment of one size's stock (docs/decisions/039), with the same guards as an order: received and
 * returned add, damaged takes away by the conditional update (never below zero: 409 out_of_stock with the units
 * left), counted sets the count under the row's lock, so an order taking units at the same moment is served
 * either wholly before or wholly after it. Answers the change made and the stock after it.
 */
export async function adjustSizeStock(
  tx: Tx,
  target: { productId: number; size: string },
  reason: 'received' | 'returned' | 'damaged' | 'counted',
  quantity: number,
): Promise<{ change: number; stockAfter: number }> {
  await lockProductsForStock(tx, [target.productId]);
  const where = and(eq(productStock.productId, target.productId), eq(productStock.size, target.size));
  if (reason === 'counted') {
    const [row] = await tx.select({ stock: productStock.stock }).from(productStock).where(where).for('update');
    if (!row) throw new AppError(404, 'not_found', `The product has no size ${target.size}.`);
    await tx.update(productStock).set({ stock: quantity }).where(where);
    return { change: quantity - row.stock, stockAfter: quantity };
  }
  const delta = reason === 'damaged' ? -quantity : quantity;
  const [done] = await tx
    .update(productStock)
    .set({ stock: sql`${productStock.stock} + ${delta}` })
    .where(and(where, gte(sql`${productStock.stock} + ${delta}`, 0)))
    .returning({ stock: productStock.stock });
  if (done) return { change: delta, stockAfter: done.stock };
  const [row] = await tx.select({ stock: productStock.stock }).from(productStock).where(where);
  if (!row) throw new AppError(404, 'not_found', `The product has no size ${target.size}.`);
  throw new AppError(409, 'out_of_stock', `Only ${row.stock} left of size ${target.size}: cannot take away ${quantity}.`, { quantity: String(row.stock) }, { quantity: 'invalid' });
}
