import { toPoisha, toTaka } from '@shop/shared';

/** A price the shopper pays now and the higher one it replaces, if any. */
interface Priced {
  price: number;
  oldPrice: number | null;
}

/** Whole percent off the old price, or 0 when the product is not on sale. */
export function discountPercent({ price, oldPrice }: Priced): number {
  if (oldPrice == null || oldPrice <= price || oldPrice <= 0) return 0;
  return Math.round(((toPoisha(oldPrice) - toPoisha(price)) * 100) / toPoisha(oldPrice));
}

/** Taka saved against the old price (computed in poisha), or 0 when not on sale. */
export function savings({ price, oldPrice }: Priced): number {
  if (oldPrice == null || oldPrice <= price) return 0;
  return toTaka(toPoisha(oldPrice) - toPoisha(price));
}
