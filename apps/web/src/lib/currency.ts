import { toPoisha } from '@shop/shared';
import { formatDollars, formatTaka, type Language } from './format';

/**
 * Display currency. The old site defaulted to USD, but the shop sells, charges and delivers in taka, so
 * taka is the default; USD shows prices converted at BDT_PER_USD for reference. A choice of this device, like
 * the session: every price on the page (components/ui/price.tsx) follows it.
 */
export const CURRENCIES = ['BDT', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_KEY = 'currency';
export const DEFAULT_CURRENCY: Currency = 'BDT';

/**
 * The one exchange rate of the shop: taka per US dollar, used only to show prices converted.
 * Every price is kept, charged and computed in taka; change the rate here and nowhere else.
 */
export const BDT_PER_USD = 122;

/** Taka to dollars, rounded to the nearest cent in whole numbers (poisha in, cents out). */
export function takaToDollars(taka: number): number {
  return Math.round(toPoisha(taka) / BDT_PER_USD) / 100;
}

/** A taka amount as the shopper chose to see it: '৳1,290' or '$10.57'. */
export function formatPrice(taka: number, currency: Currency, language: Language = 'en'): string {
  return currency === 'USD' ? formatDollars(takaToDollars(taka), language) : formatTaka(taka, language);
}
