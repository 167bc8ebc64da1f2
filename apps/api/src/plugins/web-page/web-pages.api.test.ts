import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ProductDetail } from '@shop/shared';
import { buildTestApp } from '../../../test/helper';
import { createPageTemplate } from './template';

// A built web app in miniature: index.html, and the manifest naming the entry's and the routes' chunks.
const webDist = mkdtempSync(join(tmpdir(), 'shop-web-pages-'));
const INDEX = '<!doctype html><html><head><title>Bazar</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_price-1.js': { file: 'assets/price-1.js', imports: ['_vendor-1.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_vendor-1.js', '_price-1.js'] },
  'src/app/routes/product.tsx': { file: 'assets/product-1.js', imports: ['_vendor-1.js', '_price-1.js'] },
  'src/app/routes/category.tsx': { file: 'assets/category-1.js', imports: ['_vendor-1.js'] },
};
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await buildTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The page's HTML and the JSON the server put into it for the web app. */
async function page(url: string, status = 200) {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-cache');
  const json = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(res.body)?.[1];
  const data = json ? (JSON.parse(json) as { categories?: Category[]; product?: { id: string; product: ProductDetail | null } }) : {};
  return { html: res.body, data };
}
const modulepreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);

describe('a product page', () => {
  it.each(['/product/42', '/productdetails?id=42'])('%s carries its product, preloads its first photo and its route chunks', async (url) => {
    const api = (await t.app.inject('/api/v1/products/42')).json<{ product: ProductDetail }>().product;
    const { html, data } = await page(url);
    expect(data.product).toEqual({ id: '42', product: api });
    expect(imagePreloads(html)).toEqual([api.images[0]]);
    // The entry's own chunks are in index.html already; only the route's are added.
    expect(modulepreloads(html)).toEqual(['/assets/product-1.js', '/assets/price-1.js']);
    expect(html).toContain('<div id="root"></div>');
  });

  it.each([
    ['an unknown product', '/product/99999999', '99999999'],
    ['an id that cannot be one', '/product/abc', 'abc'],
    ['no id at all', '/productdetails', undefined],
  ])('of %s answers 404 and says there is no such product, with no photo to preload', async (_, url, id) => {
    if (id) expect([404, 400]).toContain((await t.app.inject(`/api/v1/products/${id}`)).statusCode);
    const { html, data } = await page(url, 404);
    expect(data.product).toEqual(id === undefined ? undefined : { id, product: null });
    expect(imagePreloads(html)).toEqual([]);
    // Still the app, which says 'Product not found.' with ways on.
    expect(modulepreloads(html)).toEqual(['/assets/product-1.js', '/assets/price-1.js']);
  });
});

describe('other pages', () => {
  it('a category page preloads its banner, the one the page shows', async () => {
    const categories = (await t.app.inject('/api/v1/categories')).json<Category[]>();
    const men = categories.find((c) => c.slug === 'men')!;
    const { html, data } = await page('/category/men');
    expect(imagePreloads(html)).toEqual([men.bannerImage]);
    expect(modulepreloads(html)).toEqual(['/assets/category-1.js']);
    expect(data.categories).toEqual(categories);
  });

  it('the home page preloads its chunks and carries the categories (its tiles, the menus); its largest paint is its heading', async () => {
    const categories = (await t.app.inject('/api/v1/categories')).json<Category[]>();
    const { html, data } = await page('/');
    expect(modulepreloads(html)).toEqual(['/assets/home-1.js', '/assets/price-1.js']);
    expect(imagePreloads(html)).toEqual([]);
    expect(data).toEqual({ categories });
  });

  it('a page the server knows nothing special about is the plain app', async () => {
    const { html } = await page('/manageaccount/addresses');
    expect(html).toBe(INDEX);
  });

  it('the build manifest itself is not served', async () => {
    expect((await t.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('the page template', () => {
  it('keeps text from the catalogue from closing the data block or the preload link', () => {
    const render = createPageTemplate(webDist);
    const name = '</script><script>alert(1)</script> $& "quoted"';
    const html = render({ image: '/images/a".webp', data: { product: { id: '1', product: { name } } } });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('href="/images/a&quot;.webp"');
    const json = /id="initial-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ product: { id: '1', product: { name } } });
  });
});
