import { defaultSize, stockOfSize, type Product } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { cartActions, useCart } from '../../../api/cart/use-cart';
import { productQuery } from '../../../api/catalogue';
import { toCartProduct } from '../utils/to-cart-product';

/**
 * Buy Now: one of the product in its default size (M for apparel), then the cart. The stock of each
 * size comes from the product's own answer first: a product with no safe default (shoe sizes), whose
 * default size is sold out, or whose size is already all in the cart, goes to `chooseSize` instead, so
 * nobody buys a size they never picked or that is not there.
 */
export function useBuyNow(chooseSize: (product: Product) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { lines } = useCart();
  const buy = useCallback(
    async (product: Product) => {
      const detail = await queryClient.fetchQuery(productQuery(String(product.id))).catch(() => null);
      const size = detail ? defaultSize(detail.sizes, detail.stock_by_size) : null;
      const inCart = lines.filter((l) => l.id === product.id && l.selectedSize === size).reduce((n, l) => n + l.qty, 0);
      if (!detail || !size || inCart + 1 > stockOfSize(detail, size)) {
        chooseSize(product);
        return;
      }
      cartActions.add(toCartProduct(product), size, 1);
      navigate('/cart');
    },
    [chooseSize, navigate, queryClient, lines],
  );
  return useCallback((product: Product) => void buy(product), [buy]);
}
