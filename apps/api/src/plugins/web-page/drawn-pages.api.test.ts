import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shop/shared';
import { staffTestbed } from '../../../test/fixtures/staff';

// A built web app in miniature, with the server renderer beside it (apps/web/dist-ssr, docs/decisions/023).
// The renderer writes what it was asked, counts its calls, and fails on one address.
const root = mkdtempSync(join(tmpdir(), 'shop-drawn-pages-'));
const webDist = join(root, 'dist');
const FRAME = '<div class="frame">header frame</div>';
const INDEX = `<!doctype html><html><head><meta name="description" content="The shop's own description." /><title>Bazar — Online Shopping in Bangladesh</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js"></head><body><div id="root">\n  ${FRAME}\n  <!--/frame-->\n</div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_vendor-1.js'] },
  'src/app/routes/product.tsx': { file: 'assets/product-1.js', imports: ['_vendor-1.js'] },
};
const RENDERER = `
globalThis.drawnPages = [];
globalThis.askedPaths = [];
export function pageAt(path) {
  globalThis.askedPaths.push(path);
  if (path.startsWith('/nowhere')) return { known: false, modules: [] };
  if (path.startsWith('/manageaccount')) return { known: true, modules: [] };
  if (path === '/cart') return { known: true, modules: [], indexed: false };
  return { known: true, modules: [path.startsWith('/product/') ? 'src/app/routes/product.tsx' : 'src/app/routes/home.tsx'] };
}
export async function renderPage(url, send, language) {
  globalThis.drawnPages.push(url);
  if (url.startsWith('/product/3')) throw new Error('renderer broke');
  if (url === '/home') return undefined;
  if (url.startsWith('/category/gone')) return { html: '<main>drawn as not found</main>', language, queries: { queries: [], mutations: [] }, status: 404 };
  if (url === '/?slow') return new Promise(() => {});
  if (url === '/?missed') return { html: '<main>drawn</main>', language, queries: { queries: [], mutations: [] }, status: 200, missed: ['["brands",null]'] };
  if (url === '/products') {
    // What the app's API client does on the server: its calls answered in-process.
    const list = await send('/api/v1/products?limit=2', { method: 'GET' });
    const post = await send('/api/v1/cart', { method: 'POST' });
    const outside = await send('/elsewhere', { method: 'GET' });
    const body = await list.json();
    return {
      html: '<main>drawn with ' + body.products.map((p) => p.name).join(', ') + '</main>',
      language: 'en',
      queries: { queries: [{ queryKey: ['products'], state: { data: body } }], mutations: [], statuses: [list.status, post.status, outside.status] },
      status: 200,
    };
  }
  // The heads the app's home, category, search and sale product pages say (apps/web/src/app/routes/*.tsx).
  const heads = {
    '/home-page': { title: 'Bazar — Online Shopping in Bangladesh', description: 'Clothing & more', path: '/', site: true },
    '/category/men': {
      title: 'Men | Bazar', description: '12 products in Men', path: '/category/men', image: '/images/banners/men.webp',
      breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Men', path: '/category/men' }],
    },
    '/products?search=shirt': { title: 'Results for shirt | Bazar', description: 'Products', path: '/products', noindex: true },
    '/product/9': {
      title: 'Sale shirt | Bazar', description: 'On sale', path: '/product/9',
      product: { name: 'Sale shirt', description: 'On sale', sku: 'SKU-9', price: '1200.00', oldPrice: '1500.00', inStock: true, rating: { value: 4.3, count: 3 } },
      breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Men', path: '/category/men' }, { name: 'Sale shirt', path: '/product/9' }],
    },
  };
  if (Object.hasOwn(heads, url)) return { html: '<main>drawn ' + url + '</main>', language, queries: { queries: [], mutations: [] }, status: 200, head: heads[url] };
  if (url.split('?')[0] === '/product/7') {
    // A product page's head as the app's product route says it (apps/web/src/app/routes/product.tsx), with a text
    // of staff's that would end a script block and an attribute if written raw.
    const product = (await (await send('/api/v1/products/7', { method: 'GET' })).json()).product;
    const name = product.name + ' </script><script>alert(1)</script> "quoted"';
    return {
      html: '<main>drawn ' + url + '</main>', language, queries: { queries: [], mutations: [] }, status: 200, image: product.images[0],
      head: {
        title: name + ' | Bazar', description: 'Soft & light', path: '/product/7', image: product.images[0],
        product: { name, description: 'Soft & light', sku: product.sku, price: product.price.toFixed(2), inStock: product.stock > 0, brand: product.brand, category: product.category },
      },
    };
  }
  if (url.startsWith('/product/')) {
    const answer = await send('/api/v1/products/' + url.slice('/product/'.length).replace(/[?].*/, ''), { method: 'GET' });
    const product = answer.status === 200 ? (await answer.json()).product : null;
    return {
      html: '<main>drawn ' + url + ' with ' + (product?.name ?? 'no such product') + (language === 'en' ? '' : ' in ' + language) + '</main>',
      language,
      queries: { queries: [], mutations: [] },
      status: product ? 200 : 404,
      image: product?.images[0],
    };
  }
  return { html: '<main>drawn ' + url + (language === 'en' ? '' : ' in ' + language) + '</main>', language, queries: { queries: [], mutations: [] }, status: 200 };
}`;
const drawnPages = () => (globalThis as unknown as { drawnPages: string[] }).drawnPages;
const askedPaths = () => (globalThis as unknown as { askedPaths: string[] }).askedPaths;
let t: Awaited<ReturnType<typeof staffTestbed>>;

beforeAll(async () => {
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await staffTestbed({ webDistDir: webDist, publicUrl: 'https://bazar.test' });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}, status = 200) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  return res;
}
const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*?<\/main><\/div>/.exec(html)?.[0];

describe('a landing page drawn by the server', () => {
  it('comes with the app markup in place of the header frame, marked with its language', async () => {
    const api = (await t.app.inject('/api/v1/products/42')).json<{ product: ProductDetail }>().product;
    const { body } = await page('/product/42');
    expect(rootOf(body)).toBe(`<div id="root" data-ssr="en"><main>drawn /product/42 with ${api.name}</main></div>`);
    expect(body).not.toContain(FRAME);
    // The image of its largest paint, as the drawing names it, is preloaded.
    expect(body).toContain(`<link rel="preload" as="image" href="${api.images[0]}" fetchpriority="high">`);
  });

  it('carries the answers it was drawn with as the one initial data, and nothing when there are none', async () => {
    const { body } = await page('/?plain');
    expect(/<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(body)?.[1]).toBe('{"queries":[],"mutations":[]}');
  });

  it('holds its scripts in an inert template, for the page to start once painted: they only make it interactive', async () => {
    const { body } = await page('/product/42');
    const waiting = /<template id="app-scripts">(.*?)<\/template>/.exec(body)?.[1];
    expect(waiting).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-1.js">',
    );
    // Nowhere else: the browser fetches none of them before the page is painted.
    const outside = body.replace(/<template id="app-scripts">.*?<\/template>/, '');
    expect(outside).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it('is drawn once for the same data, then served from memory', async () => {
    const before = drawnPages().filter((url) => url === '/?x=1').length;
    await page('/?x=1');
    await page('/?x=1');
    expect(drawnPages().filter((url) => url === '/?x=1').length - before).toBe(1);
  });

  it('is drawn again at once when staff change the catalogue (docs/decisions/041), not after its 10 s', async () => {
    const drawn = () => drawnPages().filter((url) => url === '/?x=2').length;
    await page('/?x=2');
    await page('/?x=2');
    expect(drawn()).toBe(1);
    const manager = await t.staffMember('manager');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/brands', headers: manager.change, payload: { name: 'Drawn Anew' } });
    expect(res.statusCode).toBe(201);
    await page('/?x=2');
    expect(drawn()).toBe(2);
  });

  it('asks the API in-process for what it shows, GET only, and the page carries those answers for the app', async () => {
    const api = (await t.app.inject('/api/v1/products?limit=2')).json<{ products: Array<{ name: string }> }>();
    const { body } = await page('/products');
    expect(rootOf(body)).toBe(`<div id="root" data-ssr="en"><main>drawn with ${api.products.map((p) => p.name).join(', ')}</main></div>`);
    const data = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(body)![1]!) as Record<string, unknown>;
    // The dehydrated state itself: the app hydrates its cache from what was drawn.
    expect(data).toMatchObject({ queries: [{ queryKey: ['products'], state: { data: api } }], statuses: [200, 405, 405] });
  });

  it('drawn as not found (a category nobody has) is answered 404, as the drawing says', async () => {
    const res = await page('/category/gone', {}, 404);
    expect(rootOf(res.body)).toBe('<div id="root" data-ssr="en"><main>drawn as not found</main></div>');
    await page('/category/men', {}, 200);
  });

  it('of a product that does not exist is drawn so, and answered 404, as the drawing says', async () => {
    const res = await page('/product/99999999', {}, 404);
    expect(res.body).toContain('<main>drawn /product/99999999 with no such product</main>');
    expect(res.body).toContain('data-ssr');
    expect(res.body).not.toContain('rel="preload" as="image"');
  });

  it('is still drawn when its loaders left a query it shows to the browser, and the server says so in its log', async () => {
    const { body } = await page('/?missed');
    expect(rootOf(body)).toBe('<div id="root" data-ssr="en"><main>drawn</main></div>');
  });

  it('is drawn once for shoppers asking at the same moment', async () => {
    const before = drawnPages().filter((url) => url === '/?together').length;
    await Promise.all([page('/?together'), page('/?together'), page('/?together')]);
    expect(drawnPages().filter((url) => url === '/?together').length - before).toBe(1);
  });

  it('is compressed for browsers that accept it, and sent plain to those that do not', async () => {
    const br = await page('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<main>drawn /</main>');
    const gzip = await page('/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main>drawn /</main>');
    const plain = await page('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main>drawn /</main>');
  });
});

describe('the language a page is drawn in', () => {
  it("is the shopper's: Bengali for one who chose it, and each language is drawn and kept apart", async () => {
    const api = (await t.app.inject('/api/v1/products/42')).json<{ product: ProductDetail }>().product;
    const bengali = (await page('/product/42?lang-test', { cookie: 'theme=dark; lang=bn' })).body;
    expect(bengali).toContain('<html lang="bn"');
    expect(rootOf(bengali)).toBe(`<div id="root" data-ssr="bn"><main>drawn /product/42?lang-test with ${api.name} in bn</main></div>`);
    const english = (await page('/product/42?lang-test', { cookie: 'lang=en' })).body;
    expect(english).toContain('<html lang="en"');
    expect(rootOf(english)).toBe(`<div id="root" data-ssr="en"><main>drawn /product/42?lang-test with ${api.name}</main></div>`);
  });

  it('is English for a first visit, or a language the shop does not know', async () => {
    for (const cookie of [undefined, 'lang=fr']) {
      const { body } = await page('/', cookie ? { cookie } : {});
      expect(rootOf(body)).toBe('<div id="root" data-ssr="en"><main>drawn /</main></div>');
    }
  });
});

describe('a page the server leaves to the app', () => {

  it('when the renderer fails: the plain app, which draws the page itself, its route chunks preloaded', async () => {
    const { body } = await page('/product/3');
    expect(drawnPages()).toContain('/product/3');
    expect(body).toContain(`<div id="root">\n  ${FRAME}\n  <!--/frame-->\n</div>`);
    expect(body).not.toContain('data-ssr');
    expect(body).not.toContain('id="initial-data"');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-1.js">');
  });

  it('when drawing takes longer than the page may wait: the plain app, in time', async () => {
    const { body } = await page('/?slow');
    expect(drawnPages()).toContain('/?slow');
    expect(body).toContain(FRAME);
    expect(body).not.toContain('data-ssr');
  });

  it('when the router answers with a redirect instead of a page', async () => {
    const { body } = await page('/home');
    expect(body).toContain(FRAME);
  });

  it('for pages other than the landing pages, as the renderer tells', async () => {
    const before = drawnPages().length;
    const { body } = await page('/manageaccount/addresses');
    expect(body).toContain(FRAME);
    expect(body).not.toContain('rel="modulepreload" crossorigin href="/assets/home');
    expect(drawnPages().length).toBe(before);
  });
});

describe('an address the app has no page at', () => {
  it('is answered 404 with the plain app, which shows its not-found page; the renderer tells which addresses those are', async () => {
    const res = await page('/nowhere/at/all?x=1', { 'accept-encoding': 'identity' }, 404);
    expect(res.body).toContain(FRAME);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(askedPaths()).toContain('/nowhere/at/all');
    expect(drawnPages().some((url) => url.startsWith('/nowhere'))).toBe(false);
  });

  it('is not one of its pages, answered 200', async () => {
    await page('/manageaccount/addresses/', {}, 200);
    expect(askedPaths()).toContain('/manageaccount/addresses');
  });
});

describe("a page's own head (docs/decisions/060)", () => {
  const metaOf = (html: string, key: string) =>
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => m[2]);

  it('gives a product page its title, description, canonical address, Open Graph tags and a JSON-LD Product with its Offer', async () => {
    const api = (await t.app.inject('/api/v1/products/7')).json<{ product: ProductDetail }>().product;
    const { body } = await page('/product/7?utm_source=facebook');
    const head = /<head>([\s\S]*)<\/head>/.exec(body)![1]!;
    const name = `${api.name} </script><script>alert(1)</script> "quoted"`;
    const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    // One title and one description, the page's own in place of index.html's.
    expect([...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([attribute(`${name} | Bazar`)]);
    expect(metaOf(head, 'description')).toEqual(['Soft &amp; light']);
    expect([...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1])).toEqual(['https://bazar.test/product/7']);
    expect(metaOf(head, 'og:type')).toEqual(['product']);
    expect(metaOf(head, 'og:title')).toEqual([attribute(`${name} | Bazar`)]);
    expect(metaOf(head, 'og:url')).toEqual(['https://bazar.test/product/7']);
    expect(metaOf(head, 'og:image')).toEqual([`https://bazar.test${api.images[0]}`]);
    expect(metaOf(head, 'twitter:card')).toEqual(['summary_large_image']);
    // The JSON-LD block: no staff text ends it, and it reads back as the product's offer.
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toContain('<');
    const ld = JSON.parse(blocks[0]!) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name, sku: api.sku, image: [`https://bazar.test${api.images[0]}`] });
    expect(ld.offers).toEqual({
      '@type': 'Offer', url: 'https://bazar.test/product/7', price: api.price.toFixed(2), priceCurrency: 'BDT',
      availability: api.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock', itemCondition: 'https://schema.org/NewCondition',
    });
    expect(ld.offers.price).toMatch(/^\d+\.\d{2}$/);
  });

  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const canonicalOf = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
  const robotsOf = (html: string) => metaOf(html, 'robots');

  it("gives the home page the shop's Organization and its WebSite with the search a result can offer (docs/decisions/065)", async () => {
    const { body } = await page('/home-page');
    expect(canonicalOf(body)).toEqual(['https://bazar.test/']);
    expect(jsonLdOf(body)).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Bazar', url: 'https://bazar.test/', logo: 'https://bazar.test/favicon.svg' },
      {
        '@context': 'https://schema.org', '@type': 'WebSite', name: 'Bazar', url: 'https://bazar.test/', inLanguage: 'en', description: 'Clothing & more',
        potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: 'https://bazar.test/products?search={search_term_string}' }, 'query-input': 'required name=search_term_string' },
      },
    ]);
    expect(robotsOf(body)).toEqual([]);
  });

  it('gives a category page its breadcrumbs, its banner as the preview and its one address', async () => {
    const { body } = await page('/category/men');
    expect(canonicalOf(body)).toEqual(['https://bazar.test/category/men']);
    expect(metaOf(body, 'og:image')).toEqual(['https://bazar.test/images/banners/men.webp']);
    expect(metaOf(body, 'og:type')).toEqual(['website']);
    expect(jsonLdOf(body)).toEqual([{
      '@context': 'https://schema.org', '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://bazar.test/' },
        { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://bazar.test/category/men' },
      ],
    }]);
  });

  it("gives a product on sale its old price as a strikethrough price, and its real reviews' rating", async () => {
    const { body } = await page('/product/9');
    const [product, trail] = jsonLdOf(body) as [Record<string, unknown> & { offers: Record<string, unknown> }, Record<string, unknown>];
    expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(product.offers).toMatchObject({
      price: '1200.00', priceCurrency: 'BDT',
      priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '1500.00', priceCurrency: 'BDT' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, item: 'https://bazar.test/product/9' }] });
  });

  it("keeps a search's results, the cart and the like out of search engines, and only those", async () => {
    const search = (await page('/products?search=shirt')).body;
    expect(robotsOf(search)).toEqual(['noindex, follow']);
    expect(canonicalOf(search)).toEqual([]);
    expect(robotsOf((await page('/cart')).body)).toEqual(['noindex, follow']);
    for (const url of ['/manageaccount/orders', '/category/men', '/product/7']) expect(robotsOf((await page(url)).body), url).toEqual([]);
  });

  it("leaves index.html's title and description where the page says none of its own", async () => {
    const { body } = await page('/product/42');
    expect(body).toContain('<title>Bazar — Online Shopping in Bangladesh</title>');
    expect(body).not.toContain('rel="canonical"');
    expect(body).not.toContain('application/ld+json');
  });
});
