/** Delivery countries of the header picker (docs/product/catalog.md: BD, US, UK, CN, IN; default Bangladesh). */
export const COUNTRIES = ['BD', 'US', 'UK', 'CN', 'IN'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_KEY = 'country';
export const DEFAULT_COUNTRY: Country = 'BD';

