import { and, eq, sql } from 'drizzle-orm';
import type { Cart } from '@shop/shared';
import type { Database } from '../db/client';
import { cartLines, products, productStock } from '../db/schema/index';
import { alreadyApplied, lockCart, rememberKey } from '../modules/cart/cart-lock';
import { cartFullError, quantityLimitError, type CartLimits } from '../modules/cart/cart-limits';
import { lineNotFound, productNotFound, sizeError, stockError } from '../modules/cart/cart-errors';
import { lineStock, readCart } from '../modules/cart/cart-lines';
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
    const [line] = await tx
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, item.product_id), eq(cartLines.size, size)));
    const inCart = line?.quantity ?? 0;
    if (inCart + item.quantity > stock) throw stockError(stock, inCart);
    if (inCart + item.quantity > limits.lineQuantity) throw quantityLimitError(limits.lineQuantity, inCart);
    if (!line) {
      // The cart row is locked: no other change can add a line between this count and the insert.
      const lines = await tx.$count(cartLines, eq(cartLines.cartId, cart.id));
      if (lines >= limits.cartLines) throw cartFullError(limits.cartLines);
    }
    // The price the shopper added at: adding again re-bases the line on today's price, which the shopper has
    // just been shown, so an earlier price-change mark ends there (docs/decisions/043).
    const [product] = await tx.select({ price: products.price }).from(products).where(eq(products.id, item.product_id));
    const addedPrice = product!.price;
    await tx
      .insert(cartLines)
      .values({ cartId: cart.id, productId: item.product_id, size, quantity: item.quantity, addedPrice })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.size],
        set: { quantity: sql`${cartLines.quantity} + ${item.quantity}`, addedPrice },
      });
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
    const [line] = await tx
      .select({ quantity: cartLines.quantity, stock: lineStock })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .leftJoin(productStock, and(eq(productStock.productId, cartLines.productId), eq(productStock.size, cartLines.size)))
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)));
    if (!line) throw lineNotFound();
    const stock = Number(line.stock);
    if (quantity > line.quantity && quantity > stock) throw stockError(stock, 0);
    if (quantity > line.quantity && quantity > limits.lineQuantity) throw quantityLimitError(limits.lineQuantity, 0);
    await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
  });
  return readCart(db, userId);
}
