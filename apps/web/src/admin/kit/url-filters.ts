import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** What the kit needs of a zod object schema of `@shop/shared` (a query schema, `.pick()`ed to a screen's filters). */
interface QuerySchema<F> {
  shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
  parse(value: unknown): F;
}

const defaultOf = (rule: QuerySchema<unknown>['shape'][string]) => rule.safeParse(undefined).data;

/** Each field of `schema` read from the address: a value its rule refuses (or none) is the field's default. */
export function filtersOf<F>(schema: QuerySchema<F>, params: URLSearchParams): F {
  const filters: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(schema.shape)) {
    const read = rule.safeParse(params.get(name)?.trim() || undefined);
    const value = read.success ? read.data : defaultOf(rule);
    if (value !== undefined && value !== '') filters[name] = value;
  }
  return filters as F;
}

/** The address's query for `filters`: only what differs from each field's default, so a plain list keeps a plain address. */
export function searchOf<F>(schema: QuerySchema<F>, filters: Partial<F>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, rule] of Object.entries(schema.shape)) {
    const value = (filters as Record<string, unknown>)[name];
    if (value === undefined || value === '' || value === defaultOf(rule)) continue;
    search.set(name, String(value));
  }
  return search;
}

/**
 * A list's filters kept in the address, so a view can be reloaded and shared, read by the same zod schema the
 * server reads the query with. `show` changes some of them and goes back to the first page unless it names one;
 * `replace` sets them all.
 */
export function useUrlFilters<F>(schema: QuerySchema<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(schema, params), [schema, params]);
  const replace = useCallback((next: Partial<F>) => setParams(searchOf(schema, next)), [schema, setParams]);
  const show = useCallback((next: Partial<F>) => replace({ ...filters, ...('page' in schema.shape ? { page: 1 } : {}), ...next }), [filters, replace, schema]);
  return { filters, show, replace };
}
