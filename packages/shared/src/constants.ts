export const CURRENCY_SYMBOL = '৳';
/** The languages the shop is written in: English, the default, and Bengali. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const MIN_QUANTITY = 1;
export const APPAREL_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const DEFAULT_SIZE = 'M';
/** Stock key of products sold in one size only (bags, electronics, home goods). */
export const ONE_SIZE = 'ONE';
export const CATEGORY_PAGE_SIZE = 32;
export const MAX_PAGE_SIZE = 100;
export const RECENTLY_VIEWED_LIMIT = 10;
export const COLOUR_FAMILIES = [
  'Black', 'White', 'Red', 'Blue', 'Green', 'Yellow', 'Pink', 'Purple', 'Grey', 'Orange', 'Brown', 'Maroon',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];
