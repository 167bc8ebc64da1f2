import type { Cart } from '@shop/shared';
import type { CartLine } from './cart-lines';

export const EMPTY_CART: Cart = { items: [], subtotal: 0, delivery_fee: 0, total: 0, count: 0 };

/** The server cart in the shape of local lines, so every screen reads one kind of line. */
export function toCartLines(cart: Cart): CartLine[] {
  return cart.items.map((item) => ({
    id: item.product_id,
    selectedSize: item.size,
    qty: item.quantity,
    name: item.product.name,
    name_bn: item.product.name_bn,
    price: item.price,
    oldPrice: item.originalPrice,
    image: item.product.images[0] ?? '',
    colour: item.product.colour,
    category: item.product.category,
    stock: item.stock,
    priceChangedFrom: item.price_changed_from,
    lineId: item.id,
  }));
}
