import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BrandQuerySchema, ProductIdSchema, ProductQuerySchema } from '@shop/shared';
import { notFound } from '../../lib/errors';
import type { CachedBody, ResponseCache } from '../../lib/response-cache';
import { parseInput } from '../../lib/validate';
import type { Database } from '../../db/client';
import { getProduct, listBrands, listCategories, listProducts, listSubcategories } from '../../modules/catalog/catalog.service';

// Browsers and CDNs may reuse a catalogue answer briefly; prices and stock are checked again at checkout.
const CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('cache-control', CACHE_CONTROL).header('etag', cached.etag);
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

export async function catalogRoutes(app: FastifyInstance, opts: { db: Database; cache: ResponseCache }) {
  const { db, cache } = opts;

  // Keyed by the raw URL: a hit skips even parsing the query. Invalid queries throw and are never kept.
  app.get('/products', async (request, reply) => {
    const cached = await cache.get(request.url, () => listProducts(db, parseInput(ProductQuerySchema, request.query)));
    return sendCached(request, reply, cached);
  });

  app.get('/products/:id', async (request, reply) => {
    const { id } = parseInput(ProductIdSchema, request.params);
    const cached = await cache.get(`product:${id}`, async () => {
      const product = await getProduct(db, id);
      if (!product) throw notFound('Product not found.');
      return { product };
    });
    return sendCached(request, reply, cached);
  });

  app.get('/categories', async (request, reply) => {
    return sendCached(request, reply, await cache.get('categories', () => listCategories(db)));
  });

  app.get('/subcategories', async (request, reply) => {
    const cached = await cache.get('subcategories', async () => ({ subcategories: await listSubcategories(db) }));
    return sendCached(request, reply, cached);
  });

  app.get('/brands', async (request, reply) => {
    const cached = await cache.get(request.url, async () => {
      const { category } = parseInput(BrandQuerySchema, request.query);
      return { brands: await listBrands(db, category || undefined) };
    });
    return sendCached(request, reply, cached);
  });
}
