import {
  dehydrate,
  QueryCache,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@tanstack/react-query';
import type { ApiSend, DrawnPage } from '@shop/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { seedInitialData, type InitialData } from './app/initial-data';
import { AppProvider } from './app/provider';
import { NOT_FOUND_ROUTE, routes } from './app/router';
import { i18nIn, initI18n } from './i18n/i18n';
import { toLanguage, type Language } from './lib/format';
import { setApiSend } from './lib/api-client';
import { PageAnswerProvider, type PageAnswer } from './lib/page-answer';
import { createQueryClient } from './lib/query-client';

/**
 * The first screen of a landing page as HTML, rendered by the API process from the same components as the
 * browser (docs/decisions/023). The browser then hydrates it instead of drawing it again, so the page is
 * readable, and its largest paint shown, before the app's script has arrived. Rendered in the shopper's language
 * with a guest's view (no session, empty cart): what differs for this visitor is drawn by the browser after
 * hydration.
 */
const texts = initI18n('en').then(async (en) => ({ en, bn: await i18nIn('bn') }) satisfies Record<Language, typeof en>);
const handler = createStaticHandler(routes);

/**
 * Queries a guest's page may be drawn with: the public catalogue. Anything else (a session's cart, orders...)
 * is the browser's to ask for.
 */
const PUBLIC_QUERIES = new Set(['categories', 'subcategories', 'products', 'product', 'brands', 'product-reviews']);
const isPublic = (query: Query) => PUBLIC_QUERIES.has(String(query.queryKey[0]));
/**
 * The query cache of one drawing. It notes the queries some component would fetch now: a query held back
 * (`enabled: false`, such as a home section below the fold, which waits until the shopper scrolls near it) is
 * drawn waiting, as the browser first shows it, and stays out of the page. Noted per component, when it asks
 * (`build`): several components may share one query, and only one of them need want it now.
 */
class DrawingQueryCache extends QueryCache {
  readonly wanted = new Set<string>();

  override build<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    client: QueryClient,
    options: QueryOptions<TQueryFnData, TError, TData, TQueryKey> & { queryKey: TQueryKey },
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state);
    const { enabled } = options as { enabled?: boolean | ((query: Query<TQueryFnData, TError, TData, TQueryKey>) => boolean) };
    if (typeof enabled === 'function' ? enabled(query) : enabled !== false) this.wanted.add(query.queryHash);
    return query;
  }
}

/** Drawing, then fetching what the drawing asked for, at most this many times (a list's cards ask for nothing more). */
const MAX_PASSES = 3;

/** A drawn page (the server's contract, packages/shared), its answers as TanStack Query's dehydrated state. */
export interface RenderedPage extends DrawnPage {
  queries: DehydratedState;
}


async function draw(client: QueryClient, context: StaticHandlerContext, language: Language, answer: PageAnswer): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the parts split into their own chunks (React.lazy), so the markup is whole and the browser
  // hydrates each part once its chunk is in, instead of drawing it again.
  let failure: unknown;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider client={client} texts={(await texts)[language]}>
        <PageAnswerProvider answer={answer}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageAnswerProvider>
      </AppProvider>
    </StrictMode>,
    {
      // Every part inline, in page order: React would otherwise move large parts to the end of the page with
      // a script to put them back, and the shop's Content-Security-Policy allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails here would be left to the browser with an inline script too: the whole page is then
      // the app's to draw (the API serves it plain and logs this error).
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure !== undefined) throw failure;
  return html;
}

export type { ApiSend };

/**
 * Whether the app has a page at `path` (the account area's unknown addresses lead to its dashboard, so they
 * count). The server answers any other address 404, with the app's own not-found page.
 */
export function isAppPath(path: string): boolean {
  // A malformed address (a broken percent escape) is no page; asked to match it, the router would warn.
  try {
    decodeURIComponent(path);
  } catch {
    return false;
  }
  const matches = matchRoutes(routes, path);
  return matches !== null && !matches.some((match) => match.route.id === NOT_FOUND_ROUTE);
}

/**
 * The page at `url` (path and query) in the language `lang` names (English unless it is Bengali), or undefined
 * when the router answers with a redirect. A component's query does not fetch on the server, so the page is
 * drawn, the public queries it asked for are fetched, and it is drawn again with their answers: product lists
 * come as cards, not as skeletons replaced after the script. `send` is how it reaches the API: the API process
 * answers in-process (apps/api/src/plugins/web-page).
 */
export async function renderPage(url: string, initialData: InitialData, send?: ApiSend, lang?: string): Promise<RenderedPage | undefined> {
  const language = toLanguage(lang);
  await texts;
  if (send) setApiSend(send);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return undefined;
  const cache = new DrawingQueryCache();
  const client = createQueryClient(cache);
  // No second try on the server: the browser asks again for anything the page could not be drawn with.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  seedInitialData(client, initialData);
  const fetched = new Set<string>();
  let html = '';
  let answer: PageAnswer = {};
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    // What the last drawing said counts: an earlier one may have been waiting for the answers that decide it.
    answer = {};
    html = await draw(client, context, language, answer);
    const asked = client.getQueryCache().getAll().filter((query) => isPublic(query) && cache.wanted.has(query.queryHash) && query.state.status === 'pending' && !fetched.has(query.queryHash));
    if (!send || asked.length === 0 || pass === MAX_PASSES) break;
    for (const query of asked) fetched.add(query.queryHash);
    // A failed call is drawn as loading (a query in error retries on mount) and is not passed on: the browser
    // asks again, as it would without the server.
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  }
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => isPublic(query) && query.state.status === 'success' });
  client.clear();
  return { html, language, queries, status: answer.status };
}
