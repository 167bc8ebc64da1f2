import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type ApiSend, type DrawnPage, type Language, type PagePlan } from '@shop/shared';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { createPageTemplate } from './template';

/**
 * Past this, a landing page goes out undrawn rather than wait (the app then asks the API itself): its data and
 * its drawing share this budget, so a slow catalogue must not hold the page.
 */
const DRAW_TIMEOUT_MS = 1_500;
/** Drawn pages kept, newest last. */
const RENDER_CACHE_SIZE = 200;
/**
 * How long a drawn page is reused: it shows product lists the renderer fetched itself, which must not
 * outlive the catalogue cache's answers by much (CATALOG_CACHE_TTL_MS, 10 s by default).
 */
const RENDER_TTL_MS = 10_000;

/** A drawn page, with the public queries its loaders did not provide (drawn loading; none expected). */
type Drawn = DrawnPage & { missed?: string[] };

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, docs/decisions/034). It alone knows the app's
 * routes: which addresses are pages, which of them it draws (the landing pages), what each is drawn with, and
 * whether its subject is missing.
 */
export interface Renderer {
  /** What the app has at a path; a page with no landing modules when the renderer cannot tell. */
  pageAt: (path: string) => Promise<PagePlan>;
  /** A landing page's `#root` markup in the given language, or undefined when the app draws it (a redirect...). */
  render: (url: string, send: ApiSend, language: Language) => Promise<Drawn | undefined>;
}

interface RendererModule {
  pageAt: (path: string) => PagePlan;
  renderPage: (url: string, send: ApiSend, language: Language) => Promise<Drawn | undefined>;
}

/**
 * The renderer built beside the web app (`apps/web/dist-ssr`, next to `dist`), loaded as the server starts, so
 * the first shopper after a start does not wait for it (a page not drawn within DRAW_TIMEOUT_MS goes out undrawn);
 * undefined when it was not built, and every page is then the plain app, answered 200.
 */
export function loadRenderer(webDist: string): Renderer | undefined {
  const entry = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const loaded = import(pathToFileURL(entry).href) as Promise<RendererModule>;
  // A renderer that cannot load fails each drawing instead (logged there); the plain app still works.
  loaded.catch(() => undefined);
  return {
    render: async (url, send, language) => (await loaded).renderPage(url, send, language),
    pageAt: async (path) => {
      const renderer = await loaded.catch(() => undefined);
      try {
        return renderer?.pageAt(path) ?? { known: true, modules: [] };
      } catch {
        return { known: true, modules: [] };
      }
    },
  };
}

/**
 * The language a shopper chose, as the web app mirrors it into the `lang` cookie (apps/web/public/preferences-init.js);
 * English for a first visit, or a language the shop does not know.
 */
function chosenLanguage(code: string | undefined): Language {
  return LANGUAGES.find((language) => language === code) ?? 'en';
}

/**
 * The HTML of a page route: the built index.html, with, for a landing page, the app's markup drawn by the web
 * app's renderer (docs/decisions/023, 034), the answers it was drawn with, the image of its largest paint and its
 * route's chunks, and its own head where it says one (docs/decisions/060; links absolute from `origin`). The server
 * knows no route of the app: it asks the renderer.
 */
export function createWebPages(app: FastifyInstance, webDist: string, renderer = loadRenderer(webDist), catalogueChanges?: CatalogueChanges) {
  const render = createPageTemplate(webDist);
  // Keyed by language and address; dropped whenever the catalogue changes (lib/catalogue-changes).
  const drawn = new Map<string, { at: number; page: Promise<Drawn | undefined> }>();
  const stop = catalogueChanges?.subscribe(() => drawn.clear());
  if (stop) app.addHook('onClose', async () => void stop());

  // The renderer's calls (the app's own API client) answered in-process: same routes, same cache, no socket.
  const send: ApiSend = async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) return new Response(null, { status: 405 });
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const type = res.headers['content-type'];
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };

  /** One drawing per page at a time (shoppers asking for it meanwhile share it), reused for RENDER_TTL_MS. */
  function draw(from: Renderer, url: string, language: Language): Promise<Drawn | undefined> {
    const key = `${language} ${url}`;
    const cached = drawn.get(key);
    if (cached && Date.now() - cached.at < RENDER_TTL_MS) return cached.page;
    const page = from
      .render(url, send, language)
      .then((result) => {
        if (result?.missed?.length) app.log.warn({ url, missed: result.missed }, 'page drawn without data its loaders did not fetch');
        return result;
      })
      .catch((error: unknown) => {
        // Drawing only speeds the page up; the app draws it itself.
        app.log.warn({ err: error, url, language }, 'page render failed');
        if (drawn.get(key)?.page === page) drawn.delete(key);
        return undefined;
      });
    drawn.delete(key);
    drawn.set(key, { at: Date.now(), page });
    if (drawn.size > RENDER_CACHE_SIZE) drawn.delete(drawn.keys().next().value!);
    return page;
  }

  /**
   * The HTML of the page at `url`, and its status: 404 for an address the app has no page at (the app shows
   * its not-found page there) and for a landing page drawn as missing (no such product, a category nobody has),
   * else 200.
   */
  return async function page(url: string, lang?: string, origin?: string): Promise<{ html: string; status: number }> {
    if (!renderer) return { html: render({}), status: 200 };
    const [path = '/'] = url.split('?', 1);
    const plan = await renderer.pageAt(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (!plan.known) return { html: render({}), status: 404 };
    if (plan.modules.length === 0) return { html: render({ indexed: plan.indexed }), status: 200 };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), DRAW_TIMEOUT_MS);
    });
    try {
      // Drawn in the shopper's language: a first visit in English, then as the shopper chose.
      const drawnApp = await Promise.race([draw(renderer, url, chosenLanguage(lang)), timeout]);
      // Undrawn (too slow, failed, a redirect), it is the plain app, which fetches its route's chunks at once.
      return { html: render({ modules: plan.modules, indexed: plan.indexed }, drawnApp, origin), status: drawnApp?.status ?? 200 };
    } finally {
      clearTimeout(timer);
    }
  };
}
