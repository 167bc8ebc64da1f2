import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type ApiSend, type DrawnPage, type Language } from '@shop/shared';
import { pageHints, routeModuleOf } from './page-hints';
import { createPageTemplate } from './template';

/**
 * Past this, a page goes out without its data, and undrawn, rather than wait (the app then asks the API itself).
 * One budget for both: a slow catalogue must not hold the page.
 */
const DATA_TIMEOUT_MS = 1_500;
/** Drawn pages kept, newest last: a page with the same data is not drawn twice. */
const RENDER_CACHE_SIZE = 200;
/**
 * How long a drawn page is reused: it shows product lists the renderer fetched itself, which must not
 * outlive the catalogue cache's answers by much (CATALOG_CACHE_TTL_MS, 10 s by default).
 */
const RENDER_TTL_MS = 10_000;

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx): a page's `#root` markup in the given language, or
 * undefined for a redirect.
 */
export type RenderApp = (url: string, data: Record<string, unknown>, send: ApiSend, language: Language) => Promise<DrawnPage | undefined>;

/** What the server takes from the web app's renderer module. */
export interface Renderer {
  render: RenderApp;
  /** Whether the app has a page at this path; true when the renderer cannot tell. */
  knows: (path: string) => Promise<boolean>;
}

/**
 * The renderer built beside the web app (`apps/web/dist-ssr`, next to `dist`), loaded as the server starts, so
 * the first shopper after a start does not wait for it (a page not drawn within DATA_TIMEOUT_MS goes out undrawn);
 * undefined when it was not built, and the pages are then the plain app, each answered 200.
 */
export function loadRenderer(webDist: string): Renderer | undefined {
  const entry = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const loaded = import(pathToFileURL(entry).href) as Promise<{ renderPage: RenderApp; isAppPath?: (path: string) => boolean }>;
  // A renderer that cannot load fails each drawing instead (logged there); the plain app still works.
  loaded.catch(() => undefined);
  return {
    render: async (url, data, send, language) => (await loaded).renderPage(url, data, send, language),
    knows: async (path) => {
      const renderer = await loaded.catch(() => undefined);
      try {
        return renderer?.isAppPath?.(path) ?? true;
      } catch {
        return true;
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
 * The HTML of a page route: the built index.html plus what its first screen needs (docs/decisions/014):
 * the route's chunks, the image of its largest paint, and the first API answers, so the browser does not
 * wait for the script to learn of them. Answers come from the API itself (same cache, same shape).
 * With the renderer, a landing page also comes drawn (docs/decisions/023): in English, as a guest sees it.
 */
export function createWebPages(app: FastifyInstance, webDist: string, renderer = loadRenderer(webDist)) {
  const render = createPageTemplate(webDist);
  // Keyed by language and address.
  const drawn = new Map<string, { data: string; at: number; app: Promise<DrawnPage | undefined> }>();

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

  async function get(path: string): Promise<{ status: number; body?: unknown }> {
    const res = await send(`/api/v1${path}`, {});
    return { status: res.status, body: res.status === 200 ? await res.json() : undefined };
  }

  /** One drawing per page at a time: shoppers asking for it meanwhile share it (single flight). */
  function draw(url: string, data: Record<string, unknown>, language: Language): Promise<DrawnPage | undefined> {
    if (!renderer) return Promise.resolve(undefined);
    const page = `${language} ${url}`;
    const key = JSON.stringify(data);
    const cached = drawn.get(page);
    if (cached?.data === key && Date.now() - cached.at < RENDER_TTL_MS) return cached.app;
    const result = renderer.render(url, data, send, language).catch((error: unknown) => {
      // Drawing only speeds the page up; the app draws it itself.
      app.log.warn({ err: error, url, language }, 'page render failed');
      if (drawn.get(page)?.app === result) drawn.delete(page);
      return undefined;
    });
    drawn.delete(page);
    drawn.set(page, { data: key, at: Date.now(), app: result });
    if (drawn.size > RENDER_CACHE_SIZE) drawn.delete(drawn.keys().next().value!);
    return result;
  }

  /**
   * The HTML of the page at `url`, and its status: 404 for a product page of no product, a page drawn as not
   * found (a category nobody has), and an address the app has no page at (the app shows its not-found page
   * there), else 200.
   */
  return async function page(url: string, lang?: string): Promise<{ html: string; status: number }> {
    const [path = '/', search = ''] = url.split('?', 2);
    const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (renderer && routeModuleOf(normalised) === undefined && !(await renderer.knows(normalised))) {
      return { html: render({ routeModule: undefined }), status: 404 };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), DATA_TIMEOUT_MS);
    });
    try {
      const hints = await Promise.race([pageHints(normalised, new URLSearchParams(search), get), timeout]);
      if (!hints) return { html: render({ routeModule: routeModuleOf(normalised) }), status: 200 };
      // Drawn in the shopper's language: a first visit in English, then as the shopper chose.
      const drawable = hints.routeModule !== undefined;
      const drawnApp = drawable ? await Promise.race([draw(url, hints.data ?? {}, chosenLanguage(lang)), timeout]) : undefined;
      // The hints know a product is missing even when drawing is slow; the drawing knows it of any page it shows.
      return { html: render(hints, drawnApp), status: hints.status ?? drawnApp?.status ?? 200 };
    } catch (error) {
      // Hints only speed the page up; the plain app still works.
      app.log.warn({ err: error }, 'page hints failed');
      return { html: render({ routeModule: routeModuleOf(normalised) }), status: 200 };
    } finally {
      clearTimeout(timer);
    }
  };
}
