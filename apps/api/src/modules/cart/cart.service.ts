import { and, eq, inArray } from 'drizzle-orm';
import type { Cart } from '@shop/shared';
import type { Database } from '../../db/client';
import { cartLines, carts } from '../../db/schema/index';
import { lineNotFound } from './cart-errors';
import { readCart } from './cart-lines';

export { readCart };

/** The caller's cart, as a subquery: a line is only ever touched through its owner's cart. */
const cartOf = (db: Database, userId: string) => db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));

/** Only a line of the caller's own cart can go; anyone else's id is as unknown as a made-up one. */
export async function removeLine(db: Database, userId: string, lineId: string): Promise<Cart> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, cartOf(db, userId))))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw lineNotFound();
  return readCart(db, userId);
}

export async function clearCart(db: Database, userId: string): Promise<Cart> {
  await db.delete(cartLines).where(inArray(cartLines.cartId, cartOf(db, userId)));
  return readCart(db, userId);
}

/** Every line (any size) of these products; products not in the cart are simply not there. */
export async function removeProducts(db: Database, userId: string, productIds: number[]): Promise<Cart> {
  if (productIds.length > 0) {
    await db.delete(cartLines).where(and(inArray(cartLines.cartId, cartOf(db, userId)), inArray(cartLines.productId, productIds)));
  }
  return readCart(db, userId);
}
