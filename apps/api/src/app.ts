import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { ResponseCache } from './lib/response-cache';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';

export interface AppOptions {
  database: DatabaseHandle;
  dataDir: string;
  /** The built web app; page routes answer its index.html. */
  webDistDir?: string;
  catalogCacheTtlMs?: number;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server: used by main.ts and by every test, which injects requests into it. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 8 * 1024 * 1024,
    // Large catalogue answers stay behind a proxy's timeouts; slow clients cannot hold sockets forever.
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const db = options.database.db;
  const cache = new ResponseCache(options.catalogCacheTtlMs ?? 10_000);

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerStaticFiles(app, { imagesDir: join(options.dataDir, 'images'), webDistDir: options.webDistDir });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok', database: options.database.kind }));
      await api.register(catalogRoutes, { db, cache });
      await api.register(newsletterRoutes, { db });
    },
    { prefix: '/api/v1' },
  );
  app.decorate('catalogCache', cache);
  return app;
}
