import { APPAREL_SIZES } from '@shop/shared';

type ApparelSize = (typeof APPAREL_SIZES)[number];

/** The size chart of docs/product/catalog.md: chest and length in inches. */
export const SIZE_CHART: Record<ApparelSize, { chest: number; length: number }> = {
  S: { chest: 36, length: 26 },
  M: { chest: 38, length: 27 },
  L: { chest: 40, length: 28 },
  XL: { chest: 42, length: 29 },
};

export const isApparelSize = (size: string): size is ApparelSize => (APPAREL_SIZES as readonly string[]).includes(size);

/** Apparel (S to XL) gets the chest tooltips and the size chart; shoes (EU sizes) do not. */
export const hasApparelSizes = (sizes: readonly string[]) => sizes.length > 0 && sizes.every(isApparelSize);
