/** Delivery countries of the header picker (docs/product/catalog.md: BD, US, UK, CN, IN; default Bangladesh). */
export const COUNTRIES = ['BD', 'US', 'UK', 'CN', 'IN'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_KEY = 'country';
export const DEFAULT_COUNTRY: Country = 'BD';

/**
 * Display currency. The old site defaulted to USD, but the shop sells, charges and delivers in taka, so
 * taka is the default; USD shows prices converted at BDT_PER_USD (utils/currency.ts) for reference.
 */
export const CURRENCIES = ['BDT', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_KEY = 'currency';
export const DEFAULT_CURRENCY: Currency = 'BDT';
