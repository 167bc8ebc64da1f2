import { COLOUR_FAMILIES, type ColourFamily } from '@shop/shared';

/**
 * The category page's service and shopping-from filters (docs/product/catalog.md). Products carry no data
 * for them, so each option says what is true of our shop instead:
 * - 'all': every product has it (Bazar sells and ships everything itself, from Bangladesh, with cash
 *   on delivery and 7-day returns), so choosing it keeps every product;
 * - 'none': nothing has it yet (delivery costs ৳150, no same-day shipping, no other sellers), so it
 *   is shown but cannot be chosen rather than answering with an empty page.
 */
export type Availability = 'all' | 'none';

export interface FilterOption<K extends string = string> {
  value: string;
  /** Key under listing.services / listing.shoppingFrom. */
  key: K;
  availability: Availability;
}

export const SERVICE_FILTERS = [
  { value: 'free-delivery', key: 'freeDelivery', availability: 'none' },
  { value: 'cod', key: 'cashOnDelivery', availability: 'all' },
  { value: 'brand-warranty', key: 'brandWarranty', availability: 'none' },
  { value: 'easy-return', key: 'easyReturn', availability: 'all' },
  { value: 'support', key: 'support', availability: 'all' },
  { value: 'secure-payment', key: 'securePayment', availability: 'all' },
  { value: 'same-day', key: 'sameDay', availability: 'none' },
  { value: 'authentic', key: 'authentic', availability: 'all' },
] as const satisfies readonly FilterOption[];

export const SHOPPING_FROM_FILTERS = [
  { value: 'official-stores', key: 'officialStores', availability: 'none' },
  { value: 'local-sellers', key: 'localSellers', availability: 'all' },
  { value: 'international', key: 'international', availability: 'none' },
  { value: 'mall', key: 'mall', availability: 'none' },
  { value: 'flash-sale', key: 'flashSale', availability: 'none' },
  { value: 'top-rated', key: 'topRated', availability: 'none' },
  { value: 'global', key: 'global', availability: 'none' },
  { value: 'verified', key: 'verified', availability: 'all' },
] as const satisfies readonly FilterOption[];

/** A swatch for each of the 12 colour families; the value is the family in lower case, as the URL keeps it. */
const SWATCHES: Record<ColourFamily, string> = {
  Black: '#1f1f1f', White: '#f5f5f2', Red: '#c62828', Blue: '#1e3a8a', Green: '#1b5e20', Yellow: '#e0b422',
  Pink: '#e8789f', Purple: '#6a1b9a', Grey: '#8a8d91', Orange: '#e8702a', Brown: '#6d4c41', Maroon: '#7b1f2e',
};

export const COLOUR_FILTERS = COLOUR_FAMILIES.map((family) => ({
  value: family.toLowerCase(),
  family,
  swatch: SWATCHES[family],
}));

/** Options a shopper may tick; the others stay visible but disabled. */
export const selectable = (options: readonly FilterOption[]) => options.filter((o) => o.availability === 'all');
