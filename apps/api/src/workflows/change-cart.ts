import type { Cart } from '@shop/shared';
import type { Database } from '../db/client';
import { addToLine, countLines, lineQuantity, lineWithStock, setLineQuantity } from '../modules/cart/cart-changes.service';
import { alreadyApplied, lockCart, rememberKey } from '../modules/cart/cart-lock';
import { cartFullError, quantityLimitError, type CartLimits } from '../modules/cart/cart-limits';
import { lineNotFound, productNotFound, sizeError, stockError } from '../modules/cart/cart-errors';
import { readCart } from '../modules/cart/cart-lines';
import { chooseSize, productPrices, productSizes } from '../modules/catalog/product-sizes';

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
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, userId);
    if (alreadyApplied(cart, key)) return;
    const sizes = (await productSizes(tx, [item.product_id])).get(item.product_id);
    if (!sizes) throw productNotFound();
    const choice = chooseSize(sizes, item.size);
    if (!choice.ok) throw sizeError(choice.reason, item.size);
    const { size, stock } = choice.size;
    const held = await lineQuantity(tx, cart.id, item.product_id, size);
    const inCart = held ?? 0;
    if (inCart + item.quantity > stock) throw stockError(stock, inCart);
    if (inCart + item.quantity > limits.lineQuantity) throw quantityLimitError(limits.lineQuantity, inCart);
    if (held === undefined) {
      // The cart row is locked: no other change can add a line between this count and the insert.
      const lines = await countLines(tx, cart.id);
      if (lines >= limits.cartLines) throw cartFullError(limits.cartLines);
    }
    // The price the shopper added at: adding again re-bases the line on today's price, which the shopper has
    // just been shown, so an earlier price-change mark ends there (docs/decisions/043).
    const addedPrice = (await productPrices(tx, [item.product_id])).get(item.product_id)!;
    await addToLine(tx, { cartId: cart.id, productId: item.product_id, size, quantity: item.quantity, addedPrice });
    await rememberKey(tx, cart, key);
  });
  return readCart(db, userId);
}

/**
 * Sets a line's quantity. Lowering is always allowed, even while the line is above a stock that has
 * shrunk since (or a limit lowered since); raising it past the stock of its size or the limit is refused.
 */
export async function setQuantity(db: Database, userId: string, lineId: string, quantity: number, limits: CartLimits): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, userId);
    const line = await lineWithStock(tx, cart.id, lineId);
    if (!line) throw lineNotFound();
    const { stock } = line;
    if (quantity > line.quantity && quantity > stock) throw stockError(stock, 0);
    if (quantity > line.quantity && quantity > limits.lineQuantity) throw quantityLimitError(limits.lineQuantity, 0);
    await setLineQuantity(tx, lineId, quantity);
  });
  return readCart(db, userId);
}
