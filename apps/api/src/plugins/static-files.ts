import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@shop/shared';
import { createWebPages } from './web-page/web-pages';

const YEAR_SECONDS = 31_536_000;

/**
 * Product images (content-addressed file names, so cached for a year) and the built web app with
 * the SPA fallback: a page route such as /product/42 answers index.html; /api and /images never do.
 */
export async function registerStaticFiles(app: FastifyInstance, opts: { imagesDir: string; webDistDir?: string }) {
  await app.register(fastifyStatic, {
    root: opts.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
  });

  const webDist = opts.webDistDir && existsSync(join(opts.webDistDir, 'index.html')) ? opts.webDistDir : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): smaller than compressing
      // on every request, and no CPU spent on it.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite puts a content hash in every file name under assets/.
        res.setHeader('cache-control', path.includes(`${join(webDist, 'assets')}`) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  const pages = webDist ? createWebPages(app, webDist) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pages && wantsPage && !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/images/') && !/\.[a-z0-9]{1,5}$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await pages(request.url));
    }
    return reply.code(404).send({ message: 'Not found.', code: ErrorCode.notFound });
  });
}
