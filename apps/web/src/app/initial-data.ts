import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The answers a page drawn by the server was drawn with, as TanStack Query's dehydrated state
 * (`<script type="application/json" id="initial-data">`, apps/api/src/plugins/web-page; docs/decisions/034): the
 * browser's cache starts from the very same data, so its first render is the server's and it does not ask again.
 * Anything missing or malformed is simply fetched.
 */
function readInitialData(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

const isDehydratedState = (value: unknown): value is DehydratedState =>
  typeof value === 'object' && value !== null && Array.isArray((value as DehydratedState).queries) && Array.isArray((value as DehydratedState).mutations);

/** Puts the page's first answers into the cache. */
export function seedInitialData(client: QueryClient, data: unknown = readInitialData()): void {
  if (isDehydratedState(data)) hydrate(client, data);
}
