import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  /** As registered: `/api/v1/orders/:id/cancel`, `*`. */
  path: string;
}

/**
 * Every route the app has, read from `printRoutes()` (a tree: each line is a branch, its path segment and its
 * methods), so a route added later is fuzzed without anyone listing it. HEAD is left out: it is GET's twin.
 */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
