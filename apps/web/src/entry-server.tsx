import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { InitialData } from './app/initial-data';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { initI18n } from './i18n/i18n';

/**
 * The first screen of a landing page as HTML, rendered by the API process from the same components as the
 * browser (docs/decisions/023). The browser then hydrates it instead of drawing it again, so the page is
 * readable, and its largest paint shown, before the app's script has arrived. Rendered in English with a
 * guest's view (no session, empty cart): what differs for this visitor is drawn by the browser after hydration.
 */
const ready = initI18n('en');
const handler = createStaticHandler(routes);

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The language it is written in: the browser hydrates only if it shows the same one. */
  language: string;
}

/** The page at `url` (path and query), or undefined when the router answers with a redirect. */
export async function renderPage(url: string, initialData: InitialData): Promise<RenderedPage | undefined> {
  await ready;
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the parts split into their own chunks (React.lazy), so the markup is whole and the browser
  // hydrates each part once its chunk is in, instead of drawing it again.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider initialData={initialData}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), language: 'en' };
}
