import { useMemo } from 'react';
import { createStoredList } from '../../../lib/use-stored-list';
import {
  addLine, cartCount, cartSubtotal, parseCartLines, removeLine, setLineQty, type CartLine, type CartProduct,
} from '../utils/cart-lines';

/** The spec's local cart key. */
export const CART_ITEMS_KEY = 'cartItems';

export const localCart = createStoredList<CartLine>(CART_ITEMS_KEY, parseCartLines);

export const cartActions = {
  add: (product: CartProduct, size: string, qty = 1) => localCart.update((lines) => addLine(lines, product, size, qty)),
  increase: (id: number, size: string) =>
    localCart.update((lines) => setLineQty(lines, id, size, (lines.find((l) => l.id === id && l.selectedSize === size)?.qty ?? 0) + 1)),
  decrease: (id: number, size: string) =>
    localCart.update((lines) => setLineQty(lines, id, size, (lines.find((l) => l.id === id && l.selectedSize === size)?.qty ?? 1) - 1)),
  setQty: (id: number, size: string, qty: number) => localCart.update((lines) => setLineQty(lines, id, size, qty)),
  remove: (id: number, size: string) => localCart.update((lines) => removeLine(lines, id, size)),
  clear: () => localCart.write([]),
};

/** The shopper's cart: its lines, count (sum of quantities), subtotal in taka, and the actions. */
export function useCart() {
  const lines = localCart.useList();
  return useMemo(() => ({ lines, count: cartCount(lines), subtotal: cartSubtotal(lines), ...cartActions }), [lines]);
}
