import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { cartLines, carts, products, productStock } from '../../db/schema/index';
import { lineStock } from './cart-lines';

/**
 * The cart's rows as the workflows change them (adding, a quantity, a guest's merge, the promo box, the checkout;
 * docs/decisions/061): the cart tables are written only by this module. The functions taking `tx` run in the
 * caller's transaction, under its cart lock (cart-lock.ts), and open none.
 */

/** The units of one product and size in the cart, or undefined when it has no such line. */
export async function lineQuantity(tx: Tx, cartId: string, productId: number, size: string): Promise<number | undefined> {
  const [line] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId), eq(cartLines.size, size)));
  return line?.quantity;
}

/** How many lines the cart has. */
export function countLines(tx: Tx, cartId: string): Promise<number> {
  return tx.$count(cartLines, eq(cartLines.cartId, cartId));
}

/**
 * Adds units to the line of the same product and size (one insert … on conflict, so two adds at once both count),
 * at `addedPrice`: adding again re-bases the line on the price the shopper has just been shown (docs/decisions/043).
 */
export async function addToLine(tx: Tx, line: { cartId: string; productId: number; size: string; quantity: number; addedPrice: number }): Promise<void> {
  await tx
    .insert(cartLines)
    .values(line)
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId, cartLines.size],
      set: { quantity: sql`${cartLines.quantity} + ${line.quantity}`, addedPrice: line.addedPrice },
    });
}

/** One line of the cart with its units and the stock of its size now, or undefined. */
export async function lineWithStock(tx: Tx, cartId: string, lineId: string): Promise<{ quantity: number; stock: number } | undefined> {
  const [line] = await tx
    .select({ quantity: cartLines.quantity, stock: lineStock })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productStock, and(eq(productStock.productId, cartLines.productId), eq(productStock.size, cartLines.size)))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
  return line && { quantity: line.quantity, stock: Number(line.stock) };
}

export async function setLineQuantity(tx: Tx, lineId: string, quantity: number): Promise<void> {
  await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
}

/** The cart's lines as a merge weighs them: product, size, units and the price each was added at. */
export function heldLines(tx: Tx, cartId: string) {
  return tx
    .select({ productId: cartLines.productId, size: cartLines.size, quantity: cartLines.quantity, addedPrice: cartLines.addedPrice })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
}

/**
 * A merge's lines at their absolute quantities: the cart row is locked, so quantities computed by the caller cannot
 * be overtaken. The builder has no name for the row the insert proposed, so `excluded` is written out.
 */
export async function putMergedLines(tx: Tx, rows: { cartId: string; productId: number; size: string; quantity: number; addedPrice: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(cartLines)
    .values(rows)
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId, cartLines.size], set: { quantity: sql`excluded.quantity`, addedPrice: sql`excluded.added_price` } });
}

/** The checkout's step 6: the ordered lines leave the cart, and so does its promo code: this order used it. */
export async function clearOrderedLines(tx: Tx, cartId: string, lineIds: string[]): Promise<void> {
  await tx.delete(cartLines).where(inArray(cartLines.id, lineIds));
  await tx.update(carts).set({ promoCode: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** The shopper's cart's id, or undefined when they never had one. */
export async function cartIdOf(db: Database, userId: string): Promise<string | undefined> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart?.id;
}

/** The promo code the cart keeps for the checkout (null: none), by the shopper's id. */
export async function setCartPromo(db: Database, userId: string, code: string | null): Promise<void> {
  await db.update(carts).set({ promoCode: code, updatedAt: new Date() }).where(eq(carts.userId, userId));
}
