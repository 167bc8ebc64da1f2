import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared';
import { buildTestApp } from '../../test/helper';
import { catalogueImageSpecs, renderCatalogueImages } from '../db/seed/seed';
import { localFileStorage } from '../lib/file-storage';
import { PLACEHOLDER_IMAGE } from '../modules/catalog/catalog.service';

const webDist = mkdtempSync(join(tmpdir(), 'shop-web-'));
const BIG_SCRIPT = `${'console.log("a fairly long line of JavaScript");\n'.repeat(100)}`;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">shop</div>');
  writeFileSync(join(webDist, 'admin.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/admin/admin-abc123.js"></script>');
  // An older build's own robots.txt: the shop's (routes/seo/sitemap.routes.ts, naming the sitemap) answers instead.
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /old-build\n');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build's precompressed copy (apps/web/vite.config.ts), deliberately different to tell them apart.
  writeFileSync(join(webDist, 'assets', 'vendor-abc123.js'), BIG_SCRIPT);
  writeFileSync(join(webDist, 'assets', 'vendor-abc123.js.br'), brotliCompressSync(`${BIG_SCRIPT}// from the .br file`));
  t = await buildTestApp({ webDistDir: webDist });
  // The first three products' images are enough to serve a real one.
  await renderCatalogueImages(localFileStorage({ dataDir: t.dataDir }), [...catalogueImageSpecs(3)]);
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('product images', () => {
  it('are served as WebP with a year-long immutable cache', async () => {
    const product = (await t.app.inject('/api/v1/products/1')).json<{ product: Product }>().product;
    const res = await t.app.inject(product.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('the placeholder shown for a product without photos or a category without a tile is one the web app ships', async () => {
    // A category made in the back office starts with it; a missing file was a broken picture on the home page.
    const shipped = new URL(`../../../web/public${PLACEHOLDER_IMAGE}`, import.meta.url);
    expect(readFileSync(shipped, 'utf8')).toContain('<svg');
  });

  it('answers 404 for a missing image, not the web app', async () => {
    const res = await t.app.inject('/images/products/nothing.webp');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root');
  });
});

describe('the web app', () => {
  it.each(['/', '/product/42', '/category/t-shirt', '/manageaccount/addresses'])('answers the page route %s with index.html', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache and never answers an API path with the page', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject('/api/v1/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    expect((await t.app.inject('/missing-file.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy of an asset to a browser that takes brotli, and the file itself otherwise', async () => {
    const br = await t.app.inject({ url: '/assets/vendor-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${BIG_SCRIPT}// from the .br file`);
    const plain = await t.app.inject({ url: '/assets/vendor-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it.each(['/admin', '/admin/', '/admin/staff', '/admin/sign-in?next=%2Fadmin%2Faudit', '/admin/link/abcdefghijklmnopqrstuvwxyz012345'])(
    'answers the back office %s with admin.html, kept by nobody and indexed by no search engine',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('/assets/admin/admin-abc123.js');
      expect(res.body).not.toContain('shop');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('keeps the shop at addresses that only begin like the back office, and the API under /api/v1/admin', async () => {
    const shop = await t.app.inject('/administration');
    expect(shop.body).toContain('shop');
    expect(shop.headers['x-robots-tag']).toBeUndefined();
    const api = await t.app.inject('/api/v1/admin/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.body).not.toContain('admin-abc123');
  });

  it('tells search engines to keep out of /admin in robots.txt', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/localhost(:\d+)?\/sitemap\.xml$/m);
    expect(res.body).not.toContain('/old-build');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
