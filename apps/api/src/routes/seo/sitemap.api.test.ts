import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AdminCategoryListSchema, type AdminProduct, type ProductInput } from '@shop/shared';
import { createProduct, saveProduct } from '../../../test/fixtures/catalogue-products';
import { staffTestbed } from '../../../test/fixtures/staff';
import { escapeXml, SITEMAP_PAGES } from './sitemap.routes';

const SHOP = 'https://bazar.test';
const PER_FILE = 40;

// The catalogue cache is on (ten minutes): the sitemap must follow a change because it is read fresh, not because a cache expired.
let t: Awaited<ReturnType<typeof staffTestbed>>;
let manager: Awaited<ReturnType<typeof t.staffMember>>;
let men: { id: number; slug: string; subcategoryId: number; subcategorySlug: string };
let brandId: number;

beforeAll(async () => {
  t = await staffTestbed({ catalogCacheTtlMs: 600_000, publicUrl: `${SHOP}/`, sitemapUrlsPerFile: PER_FILE });
  manager = await t.staffMember('manager');
  const { categories } = AdminCategoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: manager.read })).json());
  const first = categories[0]!;
  men = { id: first.id, slug: first.slug, subcategoryId: first.subcategories[0]!.id, subcategorySlug: first.subcategories[0]!.slug };
  brandId = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/brands', headers: manager.read })).json<{ brands: { id: number }[] }>().brands[0]!.id;
});
afterAll(async () => t?.close());

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name: string) => name === 'url' || name === 'sitemap' });

/** GETs an XML file, checks it is well-formed XML of its kind, and answers its parsed document. */
async function xml(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  const doc = parser.parse(res.body) as {
    sitemapindex?: { '@_xmlns'?: string; sitemap: { loc: string }[] };
    urlset?: { '@_xmlns'?: string; url?: { loc: string; lastmod?: string }[] };
  };
  expect((doc.sitemapindex ?? doc.urlset)?.['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc;
}

async function indexParts(): Promise<string[]> {
  const doc = await xml('/sitemap.xml');
  return doc.sitemapindex!.sitemap.map((s) => s.loc);
}

async function urlsOf(loc: string) {
  expect(loc.startsWith(`${SHOP}/`)).toBe(true);
  return (await xml(loc.slice(SHOP.length))).urlset?.url ?? [];
}

/** Every product address of every products file the index names, and each file's size. */
async function productUrls() {
  const files = (await indexParts()).filter((loc) => /\/sitemap-products-\d+\.xml$/.test(loc));
  const urls = [];
  for (const file of files) {
    const part = await urlsOf(file);
    expect(part.length).toBeGreaterThan(0);
    expect(part.length).toBeLessThanOrEqual(PER_FILE);
    urls.push(...part);
  }
  return { files, urls };
}

const shownCount = async () => (await t.app.inject('/api/v1/products?limit=1')).json<{ total: number }>().total;

let skus = 0;
async function create(): Promise<AdminProduct> {
  skus += 1;
  return createProduct(t.app, manager.change, {
    sku: `SITEMAP-${Date.now() % 100_000}-${skus}`, name: `Jamdani Panjabi ${skus}`, name_bn: '', description: 'Cotton.', description_bn: '',
    category_id: men.id, subcategory_id: men.subcategoryId, brand_id: brandId, colour: 'Blue', specifications: [], price: 990, old_price: null,
    sizes: [{ size: 'M', stock: 3 }], low_stock_threshold: 1, active: true,
  });
}

const save = (p: AdminProduct, change: Partial<ProductInput>) => saveProduct(t.app, manager.change, p, change);

describe('the sitemap index', () => {
  it('names the products files split at the injected limit, the categories and the pages, at PUBLIC_URL', async () => {
    const total = await shownCount();
    const parts = await indexParts();
    const files = Math.ceil(total / PER_FILE);
    expect(files).toBeGreaterThan(1);
    expect(parts).toEqual([
      ...Array.from({ length: files }, (_, i) => `${SHOP}/sitemap-products-${i + 1}.xml`),
      `${SHOP}/sitemap-categories.xml`,
      `${SHOP}/sitemap-pages.xml`,
    ]);
  });

  it('lists every product a shopper may see once, at its page with its lastmod, and no file past the last', async () => {
    const { files, urls } = await productUrls();
    expect(urls).toHaveLength(await shownCount());
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    for (const u of urls) {
      expect(u.loc).toMatch(new RegExp(`^${SHOP}/product/\\d+$`));
      expect(new Date(u.lastmod!).toISOString()).toBe(u.lastmod);
    }
    expect((await t.app.inject(`/sitemap-products-${files.length + 1}.xml`)).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap-products-0.xml')).statusCode).toBe(404);
  });
});

describe('following the catalogue', () => {
  it('adds a new product, keeps its address when renamed with the new lastmod, and drops it when taken off sale', async () => {
    const p = await create();
    const loc = `${SHOP}/product/${p.id}`;
    const added = (await productUrls()).urls.find((u) => u.loc === loc);
    expect(added?.lastmod).toBe(p.updated_at);

    const renamed = await save(p, { name: 'Jamdani Panjabi, renamed' });
    const after = (await productUrls()).urls.filter((u) => u.loc === loc);
    expect(after).toEqual([{ loc, lastmod: renamed.updated_at }]);

    await save(renamed, { active: false });
    const { urls } = await productUrls();
    expect(urls.map((u) => u.loc)).not.toContain(loc);
    expect(urls).toHaveLength(await shownCount());
  });

  it('lists visible categories and subcategories at their pages, and drops a hidden one with its products', async () => {
    const before = await urlsOf(`${SHOP}/sitemap-categories.xml`);
    const locs = before.map((u) => u.loc);
    expect(locs).toContain(`${SHOP}/category/${men.slug}`);
    expect(locs).toContain(`${SHOP}/subcategory/${men.subcategorySlug}`);
    const menUrl = before.find((u) => u.loc === `${SHOP}/category/${men.slug}`)!;
    expect(new Date(menUrl.lastmod!).toISOString()).toBe(menUrl.lastmod);

    const hide = await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/categories/${men.id}`, headers: manager.change, payload: { hidden: true } });
    expect(hide.statusCode, hide.body).toBe(200);
    const after = (await urlsOf(`${SHOP}/sitemap-categories.xml`)).map((u) => u.loc);
    expect(after).not.toContain(`${SHOP}/category/${men.slug}`);
    expect(after).not.toContain(`${SHOP}/subcategory/${men.subcategorySlug}`);
    const { urls } = await productUrls();
    expect(urls).toHaveLength(await shownCount());
    await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/categories/${men.id}`, headers: manager.change, payload: { hidden: false } });
  });
});

describe('the pages file and robots.txt', () => {
  it('lists the static pages of the web app', async () => {
    const urls = await urlsOf(`${SHOP}/sitemap-pages.xml`);
    expect(urls.map((u) => u.loc)).toEqual(SITEMAP_PAGES.map((path) => `${SHOP}${path}`));
    expect(urls.map((u) => u.loc)).toContain(`${SHOP}/about`);
  });

  it('allows the shop, keeps crawlers out of carts, checkout, accounts, the back office and search results, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/cart', '/checkout', '/manageaccount', '/mangaeaccount', '/admin', '/*?search=']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });

  it('escapes what XML reserves', () => {
    expect(escapeXml(`/a?b=1&c=<"x'>`)).toBe('/a?b=1&amp;c=&lt;&quot;x&apos;&gt;');
  });
});
