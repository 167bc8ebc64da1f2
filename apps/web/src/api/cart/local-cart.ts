import { createStoredList } from '../../lib/use-stored-list';
import { parseCartLines, type CartLine } from './cart-lines';

/** The spec's local cart key. */
export const CART_ITEMS_KEY = 'cartItems';

/** A guest's cart, on this device only (storefront spec §4). */
export const localCart = createStoredList<CartLine>(CART_ITEMS_KEY, parseCartLines);
