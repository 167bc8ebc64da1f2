import { toPoisha, type MergeAnswer } from '@shop/shared';
import type { Database } from '../db/client';
import { heldLines, putMergedLines } from '../modules/cart/cart-changes.service';
import { alreadyApplied, lockCart, rememberKey } from '../modules/cart/cart-lock';
import type { CartLimits } from '../modules/cart/cart-limits';
import { readCart } from '../modules/cart/cart-lines';
import { chooseSize, productPrices, productSizes } from '../modules/catalog/product-sizes';

interface GuestLine {
  product_id: number;
  size?: string | undefined;
  quantity: number;
  /** Taka: the price the guest saw when adding the line. */
  added_price?: number | undefined;
}

type Outcome = Omit<MergeAnswer, 'cart'>;

/**
 * The price a merged line remembers (poisha): a change the account's line or the guest's line was already
 * marked for stays marked; else today's price (docs/decisions/043).
 */
function addedPriceOf(current: number, held: number | null, guest: number[]): number {
  if (held !== null && held !== current) return held;
  return guest.find((price) => price !== current) ?? current;
}

/**
 * Adds a guest's local lines into the signed-in cart, all in one transaction: the same product and
 * size add up, a line is kept within the stock of its size and the shop's limit per line, and lines that
 * cannot be bought (gone from the catalogue, a size not sold, nothing left) are left out and listed, as are
 * new lines past the cart's line limit. Clamped rather than refused (docs/decisions/025): a shopper signing
 * in keeps what fits and is told what did not. A retry with the last applied key changes nothing, so a
 * merge whose answer was lost is never added twice.
 */
export async function mergeCart(db: Database, userId: string, lines: GuestLine[], limits: CartLimits, key?: string): Promise<MergeAnswer> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const cart = await lockCart(tx, userId);
    if (alreadyApplied(cart, key)) return { skipped: [], capped: [] };
    const catalogue = await productSizes(tx, [...new Set(lines.map((l) => l.product_id))]);
    const skipped: Outcome['skipped'] = [];
    const wanted = new Map<string, { product_id: number; size: string; stock: number; quantity: number; guestPrices: number[] }>();
    for (const line of lines) {
      const sizes = catalogue.get(line.product_id);
      const choice = sizes ? chooseSize(sizes, line.size) : null;
      if (!choice?.ok) {
        skipped.push({ product_id: line.product_id, size: line.size ?? '', reason: sizes ? 'unknown_size' : 'unknown_product' });
        continue;
      }
      const { size, stock } = choice.size;
      if (stock <= 0) {
        skipped.push({ product_id: line.product_id, size, reason: 'out_of_stock' });
        continue;
      }
      const key = `${line.product_id}:${size}`;
      const entry = wanted.get(key) ?? { product_id: line.product_id, size, stock, quantity: 0, guestPrices: [] };
      entry.quantity += line.quantity;
      if (line.added_price !== undefined) entry.guestPrices.push(toPoisha(line.added_price));
      wanted.set(key, entry);
    }
    const capped: Outcome['capped'] = [];
    if (wanted.size > 0) {
      const existing = await heldLines(tx, cart.id);
      const prices = await productPrices(tx, [...new Set([...wanted.values()].map((w) => w.product_id))]);
      let lineCount = existing.length;
      const rows = [...wanted.values()].flatMap((w) => {
        const held = existing.find((e) => e.productId === w.product_id && e.size === w.size);
        if (!held && lineCount >= limits.cartLines) {
          skipped.push({ product_id: w.product_id, size: w.size, reason: 'cart_full' });
          return [];
        }
        const inCart = held?.quantity ?? 0;
        const bound = Math.min(w.stock, limits.lineQuantity);
        // What is already in the cart is never taken away, even above a stock or limit that fell since.
        const target = Math.min(inCart + w.quantity, Math.max(bound, inCart));
        if (target < inCart + w.quantity) {
          capped.push({ product_id: w.product_id, size: w.size, quantity: target, reason: w.stock <= limits.lineQuantity ? 'out_of_stock' : 'quantity_limit' });
        }
        if (target <= inCart) return [];
        if (!held) lineCount += 1;
        return [{ cartId: cart.id, productId: w.product_id, size: w.size, quantity: target, addedPrice: addedPriceOf(prices.get(w.product_id)!, held?.addedPrice ?? null, w.guestPrices) }];
      });
      // The cart row is locked, so absolute quantities computed above cannot be overtaken.
      await putMergedLines(tx, rows);
    }
    await rememberKey(tx, cart, key);
    return { skipped, capped };
  });
  return { cart: await readCart(db, userId), ...outcome };
}
