import type { en } from './en';

/** The shape the Bengali catalogue must have: the English keys, any string values. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type AdminCatalogue = Shape<typeof en>;

/** Flattens a catalogue into its dotted keys ('nav.signOut'), for the test that both languages match. */
export function catalogueKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value as object, `${prefix}${key}.`),
  );
}
