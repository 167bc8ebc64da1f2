import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { singleLine } from '../input/text';
import { wholeNumberText } from '../input/whole-number';

/**
 * Sort values of both screens: the products page (price-asc, price-desc, newest)
 * and the category page (popularity, latest, priceLowHigh, priceHighLow).
 */
export const PRODUCT_SORTS = [
  'default', 'popularity', 'price-asc', 'price-desc', 'newest', 'priceLowHigh', 'priceHighLow', 'latest', 'relevance',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The orderings the sort values stand for; aliases of the two screens share one. */
export type SortOrder = 'catalogue' | 'sold' | 'price-asc' | 'price-desc' | 'newest' | 'relevance';
export const SORT_ORDER: Record<ProductSort, SortOrder> = {
  default: 'catalogue',
  popularity: 'sold',
  'price-asc': 'price-asc',
  priceLowHigh: 'price-asc',
  'price-desc': 'price-desc',
  priceHighLow: 'price-desc',
  newest: 'newest',
  latest: 'newest',
  relevance: 'relevance',
};

/** `brand=a,b` and `brand=a&brand=b` both mean a or b. */
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v.join(',') : v))
  .pipe(singleLine().max(300, 'Too long.'))
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean));

const positiveInt = (max: number) => wholeNumberText(`Must be a whole number from 1 to ${max}.`, { max });

/** An empty parameter (`?category=`) means the parameter is not set. */
const withoutEmpty = (input: unknown) =>
  input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '')) : input;

export const ProductQuerySchema = z.preprocess(withoutEmpty, z
  .object({
    category: singleLine().min(1).max(100).optional(),
    subcategory: singleLine().min(1).max(100).optional(),
    brand: list.optional(),
    colour: list.optional(),
    search: singleLine().max(100, 'Must be at most 100 characters.').optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `Must be one of: ${PRODUCT_SORTS.join(', ')}.` }).optional(),
    page: positiveInt(100_000).optional(),
    limit: positiveInt(MAX_PAGE_SIZE).optional(),
  })
  .strict());
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

export const ProductIdSchema = z.object({
  id: wholeNumberText('Must be a product id.'),
});
