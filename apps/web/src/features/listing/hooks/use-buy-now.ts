import type { Product } from '@shop/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { cartActions } from '../../cart/hooks/use-cart';
import { defaultSize } from '../utils/default-size';
import { toCartProduct } from '../utils/to-cart-product';

/**
 * Buy Now: one of the product in its default size (M for apparel), then the cart. A product with no
 * safe default (shoe sizes) goes to `chooseSize` instead, so nobody buys a size they never picked.
 */
export function useBuyNow(chooseSize: (product: Product) => void) {
  const navigate = useNavigate();
  return useCallback(
    (product: Product) => {
      const size = defaultSize(product.sizes);
      if (!size) {
        chooseSize(product);
        return;
      }
      cartActions.add(toCartProduct(product), size, 1);
      navigate('/cart');
    },
    [chooseSize, navigate],
  );
}
