import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { shopOrigin } from '../../lib/shop-origin';
import {
  countSitemapProducts, listSitemapCategories, listSitemapProducts, SITEMAP_MAX_URLS, type SitemapEntry,
} from '../../modules/catalog/sitemap.service';

/**
 * The pages of the web app (apps/web/src/app/router.tsx) that are neither the catalogue nor a shopper's own: the home,
 * the listing, and the pages with text of their own. Old aliases (/home, /aboutus, /helpdesk) and the pages still
 * "coming soon" (terms, privacy, contact, payment options) are left out until they have text (docs/decisions/060).
 */
export const SITEMAP_PAGES = ['/', '/products', '/categories', '/about', '/help-center', '/returns'] as const;

/**
 * What crawlers are kept out of: a shopper's own pages (cart, checkout, payment, orders, account, sign-in), the back
 * office, the API, and search results (any address with a `search=` query, the listing's search box).
 */
const DISALLOWED = [
  '/admin', '/api/', '/cart', '/checkout', '/payment', '/manageaccount', '/mangaeaccount', '/orders', '/wishlist', '/profile', '/messages',
  '/auth', '/login', '/register', '/*?search=', '/*&search=',
] as const;

// Crawlers read them again whenever they like; each answer is read fresh, so a catalogue change shows at once.
const CACHE_CONTROL = 'no-cache';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Characters XML 1.0 does not allow at all (control characters other than tab and line ends): dropped, not escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sendXml(reply: FastifyReply, xml: string) {
  return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
}

/**
 * sitemap.xml (an index of the products' files, split at `urlsPerFile`, the categories' and the pages') and
 * robots.txt naming it, at the root beside the web app's pages (docs/decisions/060).
 */
export async function sitemapRoutes(app: FastifyInstance, opts: { db: Database; publicUrl?: string; urlsPerFile?: number }) {
  const { db } = opts;
  const perFile = Math.min(opts.urlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = shopOrigin(request, opts.publicUrl);
    const productFiles = Math.ceil((await countSitemapProducts(db)) / perFile);
    const parts = [
      ...Array.from({ length: productFiles }, (_, i) => `/sitemap-products-${i + 1}.xml`),
      '/sitemap-categories.xml',
      '/sitemap-pages.xml',
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${
      parts.map((p) => `<sitemap><loc>${escapeXml(origin + p)}</loc></sitemap>`).join('\n')
    }\n</sitemapindex>\n`;
    return sendXml(reply, xml);
  });

  app.get('/sitemap-products-:part(^\\d+).xml', async (request, reply) => {
    // The address's pattern lets only digits through; a file past the last (or the 0th) is not found.
    const part = Number((request.params as { part: string }).part);
    const entries = part >= 1 && part <= 1_000_000 ? await listSitemapProducts(db, part, perFile) : [];
    if (entries.length === 0) throw notFound('No such sitemap.');
    return sendXml(reply, urlset(shopOrigin(request, opts.publicUrl), entries));
  });

  app.get('/sitemap-categories.xml', async (request, reply) => {
    return sendXml(reply, urlset(shopOrigin(request, opts.publicUrl), await listSitemapCategories(db)));
  });

  app.get('/sitemap-pages.xml', async (request, reply) => {
    return sendXml(reply, urlset(shopOrigin(request, opts.publicUrl), SITEMAP_PAGES.map((path) => ({ path, lastmod: null }))));
  });

  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${shopOrigin(request, opts.publicUrl)}/sitemap.xml`,
    ];
    return reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
}
