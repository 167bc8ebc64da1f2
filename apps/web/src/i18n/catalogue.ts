import type { en } from './locales/en';

/** The shape every catalogue must have: the English keys, any string values. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalogue = Shape<typeof en>;

/** Titles of pages (`pages.*`), shared by the router, placeholders, menus and the footer. */
export type PageKey = keyof typeof en.pages;

/** Flattens a catalogue into its dotted keys ('header.searchPlaceholder'), for checks and tests. */
export function catalogueKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value as object, `${prefix}${key}.`),
  );
}
