/** Reading and writing the listing state kept in the address (so a page can be shared and Back works). */

/** A whole page number ≥ 1; anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** `?brand=a,b` (or `?brand=a&brand=b`) as ['a', 'b']: lower-cased, trimmed, without repeats. */
export function readList(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).flatMap((value) => value.split(','));
  return [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))];
}

export function readChoice<T extends string>(params: URLSearchParams, name: string, options: readonly T[], fallback: T): T {
  const value = params.get(name);
  return options.includes(value as T) ? (value as T) : fallback;
}

/** `value` added to the list, or taken out when already there. */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

type Change = string | number | readonly string[] | null | undefined;

/**
 * The next address: each change sets (or, when empty or null, removes) one parameter. Any change
 * other than the page itself goes back to page 1, and a highlighted product belongs to the address
 * it arrived with, so it is dropped.
 */
export function withChanges(current: URLSearchParams, changes: Record<string, Change>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value);
    if (text === '') next.delete(name);
    else next.set(name, text);
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  next.delete('highlight');
  return next;
}
