import type { Wishlist } from '@shop/shared';
import type { WishlistItem } from '../hooks/local-wishlist';

/** The server's entries in the shape every heart and list reads (the catalogue's current price). */
export function fromServer(list: Wishlist): WishlistItem[] {
  return list.items.map((item) => ({
    id: item.productId,
    name: item.productName,
    name_bn: item.productNameBn,
    price: item.price,
    oldPrice: item.oldPrice,
    image: item.productImage,
    inStock: item.inStock,
  }));
}
