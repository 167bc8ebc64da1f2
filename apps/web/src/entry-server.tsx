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
import type { ApiSend, DrawnPage, PagePlan } from '@shop/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { AppProvider } from './app/provider';
import { NOT_FOUND_ROUTE, routes, type RouteHandle } from './app/router';
import { i18nIn, initI18n } from './i18n/i18n';
import { PAGE_HEADS } from './i18n/page-heads';
import { toLanguage, type Language } from './lib/format';
import { setApiSend } from './lib/api-client';
import type { Drawing, LandingData } from './lib/landing-loader';
import { createQueryClient } from './lib/query-client';

/**
 * The landing pages as HTML, rendered by the API process from the same components as the browser
 * (docs/decisions/023, 034). The browser then hydrates them instead of drawing them again, so a page is readable,
 * and its largest paint shown, before the app's script has arrived. Rendered in the shopper's language with a
 * guest's view (no session, empty cart): what differs for this visitor is drawn by the browser after hydration.
 *
 * Which pages are drawn, what each is drawn with and when its subject is missing is said once, by the routes
 * (app/router.tsx `landing`, and each landing page's `loader`): React Router's static handler runs the loaders,
 * which fill the drawing's query cache with the queries the components use, and the page is then drawn once.
 */
const texts = initI18n('en').then(async (en) => {
  // The heads' own texts, for the server only (i18n/page-heads.ts); the instances share one store.
  for (const language of ['en', 'bn'] as const) en.addResourceBundle(language, 'pageHead', PAGE_HEADS[language]);
  return { en, bn: await i18nIn('bn') } satisfies Record<Language, typeof en>;
});
const handler = createStaticHandler(routes);

/**
 * The query cache of one drawing. Only the loaders fetch into it (a component's query does not fetch on the
 * server), so what it holds is what the page is drawn with. It notes the queries some component would fetch
 * now, to tell which ones the loaders did not provide (`missed`): a query held back (`enabled: false`, such as a home section below the fold,
 * which waits until the shopper scrolls near it) is drawn waiting, as the browser first shows it, and does not
 * count. Noted per component, when it asks (`build`): several components may share one query.
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

/** A drawn page (the server's contract, packages/shared), its answers as TanStack Query's dehydrated state. */
export interface RenderedPage extends DrawnPage {
  queries: DehydratedState;
  /**
   * Queries the drawing asked for that its loaders did not fetch: drawn loading, and asked for by the browser.
   * Should be none (entry-server.test.tsx); the server logs any.
   */
  missed: string[];
}

async function draw(client: QueryClient, context: StaticHandlerContext, language: Language): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the parts split into their own chunks (React.lazy), so the markup is whole and the browser
  // hydrates each part once its chunk is in, instead of drawing it again.
  let failure: unknown;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider client={client} texts={(await texts)[language]}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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

export type { ApiSend, PagePlan };

/**
 * What the app has at `path`, from its routes alone: whether it has a page there (the account area's unknown
 * addresses lead to its dashboard, so they count; the server answers any other address 404, with the app's own
 * not-found page), and, for a landing page, the modules the server preloads.
 */
export function pageAt(path: string): PagePlan {
  // A malformed address (a broken percent escape) is no page; asked to match it, the router would warn.
  try {
    decodeURIComponent(path);
  } catch {
    return { known: false, modules: [] };
  }
  const matches = matchRoutes(routes, path);
  if (matches === null || matches.some((match) => match.route.id === NOT_FOUND_ROUTE)) return { known: false, modules: [] };
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  const modules = handles.flatMap((handle) => handle?.drawn ?? []);
  return { known: true, modules, indexed: !handles.some((handle) => handle?.noindex) };
}

/**
 * The landing page at `url` (path and query) in the language `lang` names (English unless it is Bengali), or
 * undefined when it is not a landing page or the router answers with a redirect. The route loaders fetch what
 * the page shows, through `send` (the API process answers in-process: apps/api/src/plugins/web-page), and the
 * page is drawn once, with product lists as cards rather than skeletons replaced after the script.
 */
export async function renderPage(url: string, send?: ApiSend, lang?: string): Promise<RenderedPage | undefined> {
  const language = toLanguage(lang);
  await texts;
  if (send) setApiSend(send);
  const request = new URL(url, 'http://localhost');
  if (pageAt(request.pathname).modules.length === 0) return undefined;
  const cache = new DrawingQueryCache();
  const client = createQueryClient(cache);
  // No second try on the server: the browser asks again for anything the page could not be drawn with.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  const drawing: Drawing = { queryClient: client, language, t: (await texts)[language].t };
  const context = await handler.query(new Request(request), { requestContext: drawing });
  if (context instanceof Response) return undefined;
  // A loader that failed would draw the error page: the page is the app's then.
  if (context.errors) throw Object.values(context.errors)[0];
  const html = await draw(client, context, language);
  const missed = client
    .getQueryCache()
    .getAll()
    .filter((query) => cache.wanted.has(query.queryHash) && query.state.status === 'pending')
    .map((query) => query.queryHash);
  const landing = Object.values(context.loaderData as Record<string, LandingData | null>).reverse();
  const image = landing.find((data) => data?.image)?.image;
  const head = landing.find((data) => data?.head)?.head;
  // A failed call is drawn as loading (a query in error retries on mount) and is not passed on: the browser
  // asks again, as it would without the server.
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  client.clear();
  return { html, language, queries, status: context.statusCode, image, ...(head ? { head } : {}), missed };
}
