import { DEFAULT_SIZE, ONE_SIZE } from '../constants';

/** Stock of each size, as `GET /products/{id}` answers it (`{}` for one-size goods). */
export type StockBySize = Readonly<Record<string, number>>;

/** Units left in one size; a one-size product (no sizes) has its whole stock in the size 'ONE'. */
export function stockOfSize(product: { stock: number; stock_by_size: StockBySize }, size: string): number {
  if (Object.keys(product.stock_by_size).length === 0) return size === ONE_SIZE || size === '' ? product.stock : 0;
  return product.stock_by_size[size] ?? 0;
}

/**
 * The size a purchase starts with: M for apparel (docs/product/catalog.md), the stock key 'ONE' for goods
 * without sizes, the only size when there is one. Anything else (shoes, 39 to 43) has no safe default,
 * so the shopper must choose: null. A default that is sold out is no default either: null, rather than
 * quietly starting on a size the shopper did not ask for.
 */
export function defaultSize(sizes: readonly string[], stockBySize?: StockBySize): string | null {
  if (sizes.length === 0) return ONE_SIZE;
  const candidate = sizes.includes(DEFAULT_SIZE) ? DEFAULT_SIZE : sizes.length === 1 ? sizes[0] : undefined;
  if (candidate === undefined) return null;
  return !stockBySize || (stockBySize[candidate] ?? 0) > 0 ? candidate : null;
}
