import type { Product } from '@shop/shared';
import type { CartProduct } from '../../../api/cart/cart-lines';

/** The product fields a local cart line keeps (docs/product/catalog.md: id, selectedSize, qty plus product fields). */
export function toCartProduct(product: Product): CartProduct {
  return {
    id: product.id,
    name: product.name,
    name_bn: product.name_bn,
    price: product.price,
    oldPrice: product.oldPrice,
    image: product.image,
    colour: product.colour,
    category: product.category,
    stock: product.stock,
  };
}
