import { sql } from 'drizzle-orm';
import type { Cart } from '@shop/shared';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { lineNotFound } from './cart-errors';
import { readCart } from './cart-lines';

export { readCart };

/** Only a line of the caller's own cart can go; anyone else's id is as unknown as a made-up one. */
export async function removeLine(db: Database, userId: string, lineId: string): Promise<Cart> {
  const removed = await queryRows<{ id: string }>(db, sql`
    DELETE FROM cart_lines l USING carts c
    WHERE l.id = ${lineId} AND l.cart_id = c.id AND c.user_id = ${userId}
    RETURNING l.id`);
  if (removed.length === 0) throw lineNotFound();
  return readCart(db, userId);
}

export async function clearCart(db: Database, userId: string): Promise<Cart> {
  await db.execute(sql`DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${userId})`);
  return readCart(db, userId);
}

/** Every line (any size) of these products; products not in the cart are simply not there. */
export async function removeProducts(db: Database, userId: string, productIds: number[]): Promise<Cart> {
  if (productIds.length > 0) {
    await db.execute(sql`
      DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${userId})
      AND product_id IN (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`);
  }
  return readCart(db, userId);
}
