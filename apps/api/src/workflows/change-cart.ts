import { sql } from 'drizzle-orm';
import type { Cart } from '@shop/shared';
import type { Database } from '../db/client';
import { queryRows } from '../db/query';
import { alreadyApplied, lockCart, rememberKey } from '../modules/cart/cart-lock';
import { cartFullError, quantityLimitError, type CartLimits } from '../modules/cart/cart-limits';
import { lineNotFound, productNotFound, sizeError, stockError } from '../modules/cart/cart-errors';
import { readCart } from '../modules/cart/cart-lines';
import { chooseSize, productSizes } from '../modules/catalog/product-sizes';

export interface AddItem {
  product_id: number;
  quantity: number;
  size?: string | undefined;
}

/**
 * Adds to the line of the same product and size (one insert … on conflict, so two adds at once both
 * count), within the stock of that size and the shop's limits (a line's units, the cart's lines).
 * A retry carrying the last applied key changes nothing.
 */
export async function addItem(db: Database, userId: string, item: AddItem, limits: CartLimits, key?: string): Promise<Cart> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const cart = await lockCart(tx, userId);
    if (alreadyApplied(cart, key)) return;
    const sizes = (await productSizes(tx, [item.product_id])).get(item.product_id);
    if (!sizes) throw productNotFound();
    const choice = chooseSize(sizes, item.size);
    if (!choice.ok) throw sizeError(choice.reason, item.size);
    const { size, stock } = choice.size;
    const [line] = await queryRows<{ quantity: number }>(tx, sql`
      SELECT quantity FROM cart_lines WHERE cart_id = ${cart.id} AND product_id = ${item.product_id} AND size = ${size}`);
    const inCart = line?.quantity ?? 0;
    if (inCart + item.quantity > stock) throw stockError(stock, inCart);
    if (inCart + item.quantity > limits.lineQuantity) throw quantityLimitError(limits.lineQuantity, inCart);
    if (!line) {
      // The cart row is locked: no other change can add a line between this count and the insert.
      const [lines] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM cart_lines WHERE cart_id = ${cart.id}`);
      if (Number(lines?.n ?? 0) >= limits.cartLines) throw cartFullError(limits.cartLines);
    }
    await tx.execute(sql`
      INSERT INTO cart_lines (cart_id, product_id, size, quantity) VALUES (${cart.id}, ${item.product_id}, ${size}, ${item.quantity})
      ON CONFLICT (cart_id, product_id, size) DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity`);
    await rememberKey(tx, cart, key);
  });
  return readCart(db, userId);
}

/**
 * Sets a line's quantity. Lowering is always allowed, even while the line is above a stock that has
 * shrunk since (or a limit lowered since); raising it past the stock of its size or the limit is refused.
 */
export async function setQuantity(db: Database, userId: string, lineId: string, quantity: number, limits: CartLimits): Promise<Cart> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const cart = await lockCart(tx, userId);
    const [line] = await queryRows<{ quantity: number; stock: number }>(tx, sql`
      SELECT l.quantity, CASE WHEN p.active THEN coalesce(s.stock, 0) ELSE 0 END AS stock
      FROM cart_lines l JOIN products p ON p.id = l.product_id
      LEFT JOIN product_stock s ON s.product_id = l.product_id AND s.size = l.size
      WHERE l.id = ${lineId} AND l.cart_id = ${cart.id}`);
    if (!line) throw lineNotFound();
    const stock = Number(line.stock);
    if (quantity > line.quantity && quantity > stock) throw stockError(stock, 0);
    if (quantity > line.quantity && quantity > limits.lineQuantity) throw quantityLimitError(limits.lineQuantity, 0);
    await tx.execute(sql`UPDATE cart_lines SET quantity = ${quantity} WHERE id = ${lineId}`);
  });
  return readCart(db, userId);
}
