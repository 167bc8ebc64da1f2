import type { Cart } from '@shop/shared';
import type { CartOp } from './cart-ops';

/** The server calls the queue needs; each answers the whole cart after the change. */
export interface CartTransport {
  get(): Promise<Cart>;
  add(item: { product_id: number; size?: string; quantity: number }, idempotencyKey: string): Promise<Cart>;
  set(lineId: string, quantity: number): Promise<Cart>;
  remove(lineId: string): Promise<Cart>;
  removeProducts(productIds: number[]): Promise<Cart>;
  clear(): Promise<Cart>;
}

const lineOf = (cart: Cart, productId: number, size: string) =>
  cart.items.find((item) => item.product_id === productId && item.size === size);

// An empty size is an old local line's: the server picks the product's default.
export const sizeParam = (size: string) => (size ? { size } : {});

/**
 * The price a guest's line was added at (taka), for the merge to remember (docs/decisions/043). Only an amount the
 * server takes is sent: a damaged stored price must not get the whole merge refused.
 */
export const addedPrice = (price: number) =>
  Number.isFinite(price) && price > 0 && price <= 10_000_000 && Math.abs(price * 100 - Math.round(price * 100)) < 1e-6 ? { added_price: price } : {};

/**
 * Sends one change. Lines are found by product and size in the last answer, which already holds every
 * earlier change; a line that is no longer there (removed on another device) needs no change.
 * Adds carry the change's id as Idempotency-Key, so a retry after a lost answer counts once.
 */
export function sendOp(op: CartOp, server: Cart, t: CartTransport): Promise<Cart> {
  switch (op.kind) {
    case 'add':
      return t.add({ product_id: op.product.id, ...sizeParam(op.size), quantity: op.qty }, op.id);
    case 'set': {
      const line = lineOf(server, op.productId, op.size);
      return line ? t.set(line.id, op.qty) : Promise.resolve(server);
    }
    case 'remove': {
      const line = lineOf(server, op.productId, op.size);
      return line ? t.remove(line.id) : Promise.resolve(server);
    }
    case 'removeProducts':
      return t.removeProducts(op.productIds);
    case 'clear':
      return t.clear();
  }
}
