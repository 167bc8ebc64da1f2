import { createStoredList } from '../../lib/use-stored-list';
import { parseCartLines, type CartLine } from './cart-lines';

/** The guest cart's key (docs/product/cart.md). */
export const CART_ITEMS_KEY = 'cartItems';

/** A guest's cart, on this device only (docs/product/cart.md). */
export const localCart = createStoredList<CartLine>(CART_ITEMS_KEY, parseCartLines);
