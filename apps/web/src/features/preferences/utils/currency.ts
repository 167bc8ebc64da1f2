import { toPoisha } from '@shop/shared';
import { formatDollars, formatTaka, type Language } from '../../../lib/format';
import type { Currency } from './options';

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
