import { DEFAULT_SIZE, ONE_SIZE } from '@shop/shared';

/**
 * The size a one-click purchase uses: M for apparel (storefront.md §9), the stock key 'ONE' for
 * one-size goods (the API lists them with no sizes). Anything else (shoes: 39 to 43) has no safe
 * default, so the shopper has to choose: null.
 */
export function defaultSize(sizes: readonly string[]): string | null {
  if (sizes.length === 0) return ONE_SIZE;
  if (sizes.includes(DEFAULT_SIZE)) return DEFAULT_SIZE;
  return sizes.length === 1 ? (sizes[0] ?? null) : null;
}
