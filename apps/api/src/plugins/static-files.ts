import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@shop/shared';
import { isStorageKey, type FileStorage } from '../lib/file-storage';
import type { CatalogueChanges } from '../lib/catalogue-changes';
import { shopOrigin } from '../lib/shop-origin';
import { createPageCompressor } from './web-page/page-compressor';
import { createWebPages } from './web-page/web-pages';

const YEAR_SECONDS = 31_536_000;

/**
 * The back office's page (apps/web/admin.html, docs/decisions/038): at /admin and every address under it, never
 * drawn by the server, never kept by a browser or a proxy, never indexed (robots.txt also disallows /admin).
 */
const ADMIN_PAGE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** What an image address may be: /images/ then a storage key's path (lib/file-storage.ts checks it again). */
const IMAGE_PATH = /^\/images\/[a-z0-9/_.-]{1,400}$/;

/**
 * Product images from the shop's storage (docs/decisions/040): the folder under DATA_DIR or the bucket, streamed
 * by this process in both cases (the bucket stays private, one address and one set of headers). File names are
 * content-addressed, so they are cached for a year; and the built web app with the SPA fallback: a page route
 * such as /product/42 answers index.html; /api and /images never do.
 */
export async function registerStaticFiles(app: FastifyInstance, opts: { storage: FileStorage; webDistDir?: string; catalogueChanges?: CatalogueChanges; publicUrl?: string }) {
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found.', code: 'not_found' } satisfies ApiErrorBody);
  app.get('/images/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const key = path.slice(1);
    if (!IMAGE_PATH.test(path) || !isStorageKey(key)) return notFound(reply);
    const file = await opts.storage.get(key);
    if (!file) return notFound(reply);
    return reply
      .headers({
        'content-type': file.contentType,
        'content-length': file.size,
        'cache-control': `public, max-age=${YEAR_SECONDS}, immutable`,
        'x-content-type-options': 'nosniff',
      })
      .send(file.stream);
  });

  const webDist = opts.webDistDir && existsSync(join(opts.webDistDir, 'index.html')) ? opts.webDistDir : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // Answered by routes/seo/sitemap.routes.ts (docs/decisions/060), even from an older build that still has them.
      globIgnore: ['robots.txt', 'sitemap*.xml'],
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): smaller than compressing
      // on every request, and no CPU spent on it.
      preCompressed: true,
      setHeaders(reply, path) {
        // The back office's page asked for by its file name.
        if (path === join(webDist, 'admin.html')) return void reply.headers(ADMIN_PAGE_HEADERS);
        // Vite puts a content hash in every file name under assets/.
        reply.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  const pages = webDist ? createWebPages(app, webDist, undefined, opts.catalogueChanges) : undefined;
  const adminPage = webDist && existsSync(join(webDist, 'admin.html')) ? readFileSync(join(webDist, 'admin.html'), 'utf8') : undefined;
  const compress = createPageCompressor();
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (adminPage && wantsPage && isAdminPath(path)) {
      return reply.code(200).headers(ADMIN_PAGE_HEADERS).type('text/html; charset=utf-8').send(adminPage);
    }
    if (pages && wantsPage && !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/images/') && !/\.[a-z0-9]{1,5}$/i.test(path)) {
      const { html, status } = await pages(request.url, request.cookies.lang, shopOrigin(request, opts.publicUrl));
      reply.code(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      // The not-found handler misses the global compression hook, and a drawn page is tens of kilobytes of HTML.
      // The negotiator @fastify/compress and @fastify/static use: q-values, `*`, br preferred.
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(compress(html, encoding === 'br' ? 'br' : 'gzip'));
    }
    return reply.code(404).send({ message: 'Not found.', code: 'not_found' } satisfies ApiErrorBody);
  });
}
