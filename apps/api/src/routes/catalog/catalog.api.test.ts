import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategorySchema, ProductDetailSchema, ProductListSchema, ProductSchema, SubcategorySchema, type Product, type ProductDetail } from '@shop/shared';
import { buildTestApp } from '../../../test/helper';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body ? (res.json() as Record<string, unknown>) : undefined };
}

async function list(query: string) {
  const res = await get(`/api/v1/products${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ProductListSchema.parse(res.body);
}

const prices = (products: Product[]) => products.map((p) => p.price);

describe('GET /api/v1/products', () => {
  it('answers the whole demo catalogue without parameters, every product complete', async () => {
    const { products, total } = await list('');
    expect(products).toHaveLength(300);
    expect(total).toBe(300);
    for (const p of products) {
      ProductSchema.parse(p);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(p.image).toBe(p.images[0]);
      expect(p.price).toBeGreaterThan(0);
      if (p.oldPrice !== null) expect(p.oldPrice).toBeGreaterThan(p.price);
    }
    const categories = new Set(products.map((p) => p.category));
    expect([...categories].sort()).toEqual(['Accessories', 'Electronics', 'Home', 'Kids', 'Men', 'T-Shirt', 'Women']);
    expect(products.filter((p) => p.category === 'Men').every((p) => p.sizes.length > 0)).toBe(true);
    expect(products.filter((p) => p.category === 'Electronics').every((p) => p.sizes.length === 0)).toBe(true);
  });

  it('filters by category slug or name, case-insensitively', async () => {
    const bySlug = await list('?category=t-shirt');
    const byName = await list('?category=T-SHIRT');
    expect(bySlug.total).toBeGreaterThan(0);
    expect(bySlug.products.every((p) => p.category === 'T-Shirt')).toBe(true);
    expect(byName.products.map((p) => p.id)).toEqual(bySlug.products.map((p) => p.id));
    expect((await list('?category=no-such-category')).total).toBe(0);
  });

  it('filters by subcategory slug, name or id', async () => {
    const bySlug = await list('?subcategory=punjabi');
    expect(bySlug.total).toBeGreaterThan(0);
    expect(bySlug.products.every((p) => p.subcategory === 'Punjabi')).toBe(true);
    const byName = await list(`?subcategory=${encodeURIComponent("Women's Footwear")}`);
    expect(byName.products.every((p) => p.subcategory === "Women's Footwear")).toBe(true);
    const id = bySlug.products[0]!.subcategory_id;
    expect((await list(`?subcategory=${id}`)).total).toBe(bySlug.total);
  });

  it('filters by one or several brands and colours', async () => {
    const all = (await list('')).products;
    const brand = all[0]!.brand;
    const byBrand = await list(`?brand=${encodeURIComponent(brand.toLowerCase())}`);
    expect(byBrand.total).toBe(all.filter((p) => p.brand === brand).length);
    const byColours = await list('?colour=red,Blue');
    expect(byColours.total).toBe(all.filter((p) => p.colour === 'Red' || p.colour === 'Blue').length);
    expect((await list('?colour=red&colour=blue')).total).toBe(byColours.total);
    expect((await list('?colour=ultraviolet')).total).toBe(0);
    const combined = await list(`?category=men&colour=black`);
    expect(combined.products.every((p) => p.category === 'Men' && p.colour === 'Black')).toBe(true);
  });

  it('searches names as a case-insensitive substring, best matches first', async () => {
    const res = await list('?search=OXFORD');
    expect(res.total).toBeGreaterThan(0);
    expect(res.products.every((p) => p.name.toLowerCase().includes('oxford'))).toBe(true);
    const shirts = await list('?search=shirt');
    // Names containing the text come before looser matches.
    const firstLoose = shirts.products.findIndex((p) => !p.name.toLowerCase().includes('shirt'));
    if (firstLoose !== -1) expect(shirts.products.slice(firstLoose).every((p) => !p.name.toLowerCase().includes('shirt'))).toBe(true);
    expect((await list('?search=zzqxv')).total).toBe(0);
    // % and _ are letters to match, not wildcards.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('matches every word of a search, in any order', async () => {
    const res = await list('?search=charcoal%20OXFORD');
    expect(res.total).toBeGreaterThan(0);
    expect(res.products.every((p) => /oxford/i.test(p.name) && /charcoal/i.test(p.name))).toBe(true);
    expect(res.correctedSearch).toBeUndefined();
  });

  it('forgives typos: tshrt finds t-shirts; panjabi finds punjabis as a spelling of its own (docs/decisions/041)', async () => {
    const tshrt = await list('?search=tshrt&limit=10');
    expect(tshrt.total).toBeGreaterThan(0);
    expect(tshrt.correctedSearch).toBe('tshirt');
    expect(tshrt.products.slice(0, 5).every((p) => /t-shirt|tee/i.test(`${p.name} ${p.subcategory}`))).toBe(true);
    const panjabi = await list('?search=panjabi&limit=10');
    expect(panjabi.total).toBeGreaterThan(0);
    // A spelling of a synonym group is not a typo: it is kept and matches the group's words.
    expect(panjabi.correctedSearch).toBeUndefined();
    // A word that is nothing like the catalogue's is not "corrected" into noise.
    expect((await list('?search=qwertyuiop')).total).toBe(0);
    expect(panjabi.products.slice(0, 5).every((p) => /punjabi/i.test(p.name))).toBe(true);
  });

  it('sorts by every value of both screens', async () => {
    const asc = prices((await list('?sort=price-asc')).products);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(prices((await list('?sort=priceLowHigh')).products)).toEqual(asc);
    const desc = prices((await list('?sort=price-desc')).products);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(prices((await list('?sort=priceHighLow')).products)).toEqual(desc);
    const newest = (await list('?sort=newest')).products.map((p) => p.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
    expect((await list('?sort=latest')).products.map((p) => p.created_at)).toEqual(newest);
    const popular = (await list('?sort=popularity')).products.map((p) => p.sold);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const catalogue = (await list('?sort=default')).products.map((p) => p.id);
    expect(catalogue).toEqual([...catalogue].sort((a, b) => a - b));
  });

  it('pages with page and limit, answering the total', async () => {
    const first = await list('?category=men&sort=price-asc&page=1&limit=32');
    expect(first.products).toHaveLength(Math.min(32, first.total));
    expect(first.page).toBe(1);
    expect(first.limit).toBe(32);
    const all = await list('?category=men&sort=price-asc');
    const second = await list('?category=men&sort=price-asc&page=2&limit=5');
    expect(second.total).toBe(all.total);
    expect(second.products.map((p) => p.id)).toEqual(all.products.slice(5, 10).map((p) => p.id));
    expect((await list('?page=999&limit=10')).products).toEqual([]);
    expect((await list('?limit=3')).products).toHaveLength(3);
  });

  it.each([
    ['?sort=cheapest', 'sort'],
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?limit=10000', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?categroy=men', 'categroy'],
    [`?search=${'a'.repeat(101)}`, 'search'],
  ])('answers 400 with the field for %s', async (query, field) => {
    const res = await get(`/api/v1/products${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', message: expect.any(String) });
    expect((res.body!.fields as Record<string, string>)[field]).toEqual(expect.any(String));
  });

  it('treats an empty parameter as not set', async () => {
    expect((await list('?category=&search=&sort=')).total).toBe(300);
  });
});

describe('GET /api/v1/products/{id}', () => {
  it('answers one product', async () => {
    const res = await get('/api/v1/products/42');
    expect(res.status).toBe(200);
    const { product } = res.body as { product: Product };
    expect(ProductDetailSchema.parse(product).id).toBe(42);
  });

  it('answers the stock of each size, in size order, adding up to the stock', async () => {
    const all = (await list('')).products;
    const apparel = all.find((p) => p.category === 'Men' && p.sizes.join() === 'S,M,L,XL')!;
    const detail = ((await get(`/api/v1/products/${apparel.id}`)).body as { product: ProductDetail }).product;
    expect(Object.keys(detail.stock_by_size)).toEqual(['S', 'M', 'L', 'XL']);
    expect(Object.values(detail.stock_by_size).reduce((n, v) => n + v, 0)).toBe(detail.stock);
    // The demo catalogue has sold-out sizes beside sizes in stock, as a real shop does.
    const details = await Promise.all(all.filter((p) => p.sizes.length > 0).slice(0, 60).map(async (p) =>
      ((await get(`/api/v1/products/${p.id}`)).body as { product: ProductDetail }).product));
    expect(details.some((p) => p.stock > 0 && Object.values(p.stock_by_size).includes(0))).toBe(true);
    const oneSize = all.find((p) => p.category === 'Electronics')!;
    const gadget = ((await get(`/api/v1/products/${oneSize.id}`)).body as { product: ProductDetail }).product;
    expect(gadget.stock_by_size).toEqual({});
  });

  it('answers the category and subcategory in Bengali too', async () => {
    const punjabi = (await list('?subcategory=punjabi&limit=1')).products[0]!;
    expect(punjabi).toMatchObject({ category: 'Men', category_bn: 'পুরুষ', subcategory: 'Punjabi', subcategory_bn: 'পাঞ্জাবি' });
    const detail = ((await get(`/api/v1/products/${punjabi.id}`)).body as { product: ProductDetail }).product;
    expect(detail).toMatchObject({ category_bn: 'পুরুষ', subcategory_bn: 'পাঞ্জাবি' });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect(await get('/api/v1/products/999999')).toMatchObject({ status: 404, body: { message: 'Product not found.', code: 'not_found' } });
    const bad = await get('/api/v1/products/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_error', fields: { id: expect.any(String) } });
    expect((await get('/api/v1/products/99999999999999')).status).toBe(400);
  });

  it('lets a client revalidate with its ETag', async () => {
    const first = await get('/api/v1/products/7');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toContain('max-age');
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/products/7', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/v1/categories and /subcategories', () => {
  it('answers the category tree with banner, image, subcategories and items', async () => {
    const res = await get('/api/v1/categories');
    expect(res.status).toBe(200);
    const categories = (res.body as unknown as unknown[]).map((c) => CategorySchema.parse(c));
    expect(categories.map((c) => c.name)).toEqual(['Men', 'Women', 'Kids', 'T-Shirt', 'Accessories', 'Electronics', 'Home']);
    for (const c of categories) {
      expect(c.image).toMatch(/^\/images\/products\/.+\.webp$/);
      expect(c.bannerImage).toMatch(/^\/images\/banners\/.+\.webp$/);
      expect(c.subcategories.length).toBeGreaterThanOrEqual(5);
      for (const s of c.subcategories) expect(s.items.length).toBeGreaterThanOrEqual(2);
    }
    expect(categories.find((c) => c.slug === 't-shirt')?.name).toBe('T-Shirt');
  });

  it('answers Bengali names of categories and subcategories beside the English ones', async () => {
    const categories = ((await get('/api/v1/categories')).body as unknown as unknown[]).map((c) => CategorySchema.parse(c));
    const men = categories.find((c) => c.slug === 'men')!;
    expect(men.name_bn).toBe('পুরুষ');
    expect(men.subcategories.find((s) => s.slug === 'punjabi')?.name_bn).toBe('পাঞ্জাবি');
    // Every name has a Bengali one, written in Bengali script (not a copy of the English).
    for (const c of categories) for (const name of [c.name_bn, ...c.subcategories.map((s) => s.name_bn)]) expect(name).toMatch(/[\u0980-\u09FF]/);
    const { subcategories } = (await get('/api/v1/subcategories')).body as { subcategories: unknown[] };
    expect(subcategories.map((s) => SubcategorySchema.parse(s)).find((s) => s.slug === 'punjabi')?.name_bn).toBe('পাঞ্জাবি');
  });

  it('answers subcategories with their category id', async () => {
    const res = await get('/api/v1/subcategories');
    const { subcategories } = res.body as { subcategories: { id: number; name: string; category_id: number }[] };
    const categories = (await get('/api/v1/categories')).body as unknown as { id: number; subcategories: { id: number }[] }[];
    expect(subcategories).toHaveLength(categories.reduce((n, c) => n + c.subcategories.length, 0));
    for (const c of categories) for (const s of c.subcategories) expect(subcategories.find((x) => x.id === s.id)?.category_id).toBe(c.id);
  });
});

describe('unknown paths', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    expect(await get('/api/v1/nothing-here')).toMatchObject({ status: 404, body: { code: 'not_found', message: 'Not found.' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/products' })).statusCode).toBe(404);
  });
});

describe('GET /api/v1/brands', () => {
  it('answers every brand with its product count, or those of one category', async () => {
    const all = (await list('')).products;
    const { brands } = (await get('/api/v1/brands')).body as { brands: { name: string; count: number }[] };
    expect(brands.reduce((n, b) => n + b.count, 0)).toBe(300);
    const men = (await get('/api/v1/brands?category=Men')).body as { brands: { name: string; count: number }[] };
    for (const b of men.brands) expect(b.count).toBe(all.filter((p) => p.category === 'Men' && p.brand === b.name).length);
    expect((await get('/api/v1/brands?colour=red')).status).toBe(400);
  });
});

describe('listing copies of images and stock', () => {
  it('follow every change to product_stock and product_images', async () => {
    const { db } = t.database;
    const before = ((await get('/api/v1/products/3')).body as { product: Product }).product;
    await db.execute(sql`UPDATE product_stock SET stock = stock + 5 WHERE product_id = 3 AND size = (SELECT min(size) FROM product_stock WHERE product_id = 3)`);
    await db.execute(sql`INSERT INTO product_images (product_id, position, url) VALUES (3, 9, '/images/products/extra.webp')`);
    const after = ((await get('/api/v1/products/3')).body as { product: ProductDetail }).product;
    expect(after.stock).toBe(before.stock + 5);
    expect(Object.values(after.stock_by_size).reduce((n, v) => n + v, 0)).toBe(after.stock);
    expect(after.images).toEqual([...before.images, '/images/products/extra.webp']);
    await db.execute(sql`DELETE FROM product_stock WHERE product_id = 3`);
    expect(((await get('/api/v1/products/3')).body as { product: Product }).product).toMatchObject({ stock: 0, sizes: [] });
  });
});
