import type { FastifyInstance } from 'fastify';
import { pageHints, routeModuleOf } from './page-hints';
import { createPageTemplate } from './template';

/** Past this, a page goes out without its data rather than wait (the app then asks the API itself). */
const DATA_TIMEOUT_MS = 1_500;

/**
 * The HTML of a page route: the built index.html plus what its first screen needs (docs/decisions/014):
 * the route's chunks, the image of its largest paint, and the first API answers, so the browser does not
 * wait for the script to learn of them. Answers come from the API itself (same cache, same shape).
 */
export function createWebPages(app: FastifyInstance, webDist: string) {
  const render = createPageTemplate(webDist);

  async function get(path: string): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url: `/api/v1${path}` });
    return res.statusCode === 200 ? res.json() : undefined;
  }

  return async function page(url: string): Promise<string> {
    const [path = '/', search = ''] = url.split('?', 2);
    const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), DATA_TIMEOUT_MS);
    });
    try {
      const hints = await Promise.race([pageHints(normalised, new URLSearchParams(search), get), timeout]);
      return render(hints ?? { routeModule: routeModuleOf(normalised) });
    } catch (error) {
      // Hints only speed the page up; the plain app still works.
      app.log.warn({ err: error }, 'page hints failed');
      return render({ routeModule: routeModuleOf(normalised) });
    } finally {
      clearTimeout(timer);
    }
  };
}
