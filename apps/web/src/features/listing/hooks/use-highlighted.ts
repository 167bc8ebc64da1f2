import type { Product } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { productQuery } from '../../../api/catalogue';

/**
 * The products to show with the highlighted one (docs/product/catalog.md): when it is not on this page it is
 * fetched by id and put first. Once its card is on screen it is scrolled into view, once per product.
 */
export function useHighlighted(products: Product[] | undefined, highlight: number | null): Product[] | undefined {
  const onPage = highlight !== null && products?.some((p) => p.id === highlight);
  const extra = useQuery({
    ...productQuery(String(highlight ?? '')),
    enabled: highlight !== null && products !== undefined && !onPage,
  });
  const shown =
    products && highlight !== null && !onPage && extra.data ? [extra.data, ...products.filter((p) => p.id !== highlight)] : products;

  const scrolledTo = useRef<number | null>(null);
  const visible = shown?.some((p) => p.id === highlight) ?? false;
  useEffect(() => {
    if (highlight === null || !visible || scrolledTo.current === highlight) return;
    const card = document.querySelector<HTMLElement>(`[data-product-id="${highlight}"]`);
    if (!card) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // A frame later: on a page drawn by the server the card is there from the first render, when the router
    // still puts a new page at the top (ScrollRestoration), which would undo the scroll.
    const frame = requestAnimationFrame(() => {
      scrolledTo.current = highlight;
      card.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [highlight, visible]);

  return shown;
}
