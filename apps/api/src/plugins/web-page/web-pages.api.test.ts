import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { createPageTemplate } from './template';

// A built web app in miniature, without its server renderer: index.html, and the manifest naming the entry's and the routes' chunks.
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

async function page(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body;
}
const modulepreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('without the server renderer (apps/web/dist-ssr not built)', () => {
  it.each(['/', '/product/42', '/category/men', '/manageaccount/addresses', '/nowhere'])('%s is the plain app, answered 200', async (url) => {
    expect(await page(url)).toBe(INDEX);
  });

  it('the build manifest itself is not served', async () => {
    expect((await t.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('the page template', () => {
  it("preloads a landing page's route chunks, beyond the ones index.html loads already", () => {
    const render = createPageTemplate(webDist);
    expect(modulepreloads(render({ modules: ['src/app/routes/product.tsx'] }))).toEqual(['/assets/product-1.js', '/assets/price-1.js']);
    expect(modulepreloads(render({ modules: ['src/app/routes/category.tsx'] }))).toEqual(['/assets/category-1.js']);
    expect(render({})).toBe(INDEX);
  });

  it('carries the answers a page was drawn with, and its largest paint, keeping catalogue text from closing either', () => {
    const render = createPageTemplate(webDist);
    const name = '</script><script>alert(1)</script> $& "quoted"';
    const queries = { queries: [{ queryKey: ['product', '1'], state: { data: { name } } }], mutations: [] };
    const html = render({ modules: ['src/app/routes/product.tsx'] }, { html: '<main>x</main>', language: 'en', status: 200, queries, image: '/images/a".webp' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<link rel="preload" as="image" href="/images/a&quot;.webp" fetchpriority="high">');
    const json = /id="initial-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(queries);
  });
});
