import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@shop/shared';
import { buildApp } from '../../app';
import { products, searchTerms } from '../../db/schema/index';
import { reindexProducts } from '../../modules/catalog/search-index';
import { buildTestApp } from '../../../test/helper';
import { staffTestbed } from '../../../test/fixtures/staff';

// Search understands Bengali and common romanised spellings (docs/decisions/041), on PGlite and PostgreSQL alike.
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const list = async (search: string, extra = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/products?search=${encodeURIComponent(search)}${extra}` })).json<ProductList>();
const ids = (answer: ProductList) => answer.products.map((p) => p.id).sort((a, b) => a - b);

describe('search in Bengali', () => {
  it('শার্ট finds shirts: the subcategories named শার্ট in Bengali, and English shirts through the synonym', async () => {
    const found = await list('শার্ট');
    expect(found.total).toBeGreaterThan(0);
    expect(found.correctedSearch).toBeUndefined();
    const subcategories = new Set(found.products.map((p) => p.subcategory));
    expect(subcategories.has('Shirts')).toBe(true);
    expect(found.products.every((p) => /shirt/i.test(`${p.name} ${p.subcategory} ${p.category}`) || p.subcategory_bn.includes('শার্ট'))).toBe(true);
    expect(ids(found)).toEqual(ids(await list('shirt')));
  });

  it('finds a category by its Bengali name', async () => {
    const women = await list('নারী');
    expect(women.total).toBeGreaterThan(0);
    expect(women.products.every((p) => p.category === 'Women')).toBe(true);
  });

  it('finds a product by a Bengali word of its Bengali name, however the letters were typed (NFC)', async () => {
    const [product] = (await list('saree', '&limit=1')).products;
    // ড় written as one code point (U+09DC) when saved, typed as ড + nukta (U+09A1 U+09BC) by the shopper, or the other way round.
    await t.database.db.update(products).set({ nameBn: 'নকশি জামদানি শা\u09dcি' }).where(eq(products.id, product!.id));
    await reindexProducts(t.database.db, { productIds: [product!.id] });
    expect(ids(await list('নকশি'))).toEqual([product!.id]);
    expect(ids(await list('জামদানি নকশি'))).toEqual([product!.id]);
    expect((await list('নকশি শা\u09a1\u09bcি')).products.map((p) => p.id)).toEqual([product!.id]);
    // Its Bengali words joined typo correction's vocabulary.
    const terms = await t.database.db.select().from(searchTerms).where(inArray(searchTerms.term, ['নকশি', 'জামদানি']));
    expect(terms).toHaveLength(2);
  });
});

describe('romanised spellings meet their Bengali words', () => {
  it('panjabi, punjabi and পাঞ্জাবি find the same panjabis, none of them "corrected"', async () => {
    const [panjabi, punjabi, bengali, bengaliLong] = await Promise.all([list('panjabi'), list('punjabi'), list('পাঞ্জাবি'), list('পাঞ্জাবী')]);
    expect(punjabi.total).toBeGreaterThan(0);
    expect(ids(panjabi)).toEqual(ids(punjabi));
    expect(ids(bengali)).toEqual(ids(punjabi));
    expect(ids(bengaliLong)).toEqual(ids(punjabi));
    for (const answer of [panjabi, punjabi, bengali]) expect(answer.correctedSearch).toBeUndefined();
  });

  it('saree, sari and শাড়ি find the same sarees', async () => {
    const [saree, sari, bengali] = await Promise.all([list('saree'), list('sari'), list('শাড়ি')]);
    expect(saree.total).toBeGreaterThan(0);
    expect(saree.products.every((p) => p.subcategory === 'Sarees')).toBe(true);
    expect(ids(sari)).toEqual(ids(saree));
    expect(ids(bengali)).toEqual(ids(saree));
  });

  it('lungi and লুঙ্গি find a lungi named in English only, and one named in Bengali only', async () => {
    expect((await list('lungi')).total).toBe(0);
    const some = (await list('punjabi', '&limit=2')).products;
    await t.database.db.update(products).set({ name: 'Check Lungi' }).where(eq(products.id, some[0]!.id));
    await t.database.db.update(products).set({ nameBn: 'সুতি লুঙ্গি' }).where(eq(products.id, some[1]!.id));
    await reindexProducts(t.database.db, { productIds: [some[0]!.id, some[1]!.id] });
    const expected = [some[0]!.id, some[1]!.id].sort((a, b) => a - b);
    expect(ids(await list('lungi'))).toEqual(expected);
    expect(ids(await list('লুঙ্গি'))).toEqual(expected);
    expect((await list('lungi')).correctedSearch).toBeUndefined();
  });

  it('still corrects a plain English typo, and leaves a word nothing is like alone', async () => {
    expect((await list('tshrt')).correctedSearch).toBe('tshirt');
    expect((await list('qwertyuiop')).total).toBe(0);
    // An unknown Bengali word is not turned into something else.
    const unknown = await list('ঝমঝম');
    expect(unknown.total).toBe(0);
    expect(unknown.correctedSearch).toBeUndefined();
  });
});

describe('every shop process drops its cache when the catalogue changes (Redis)', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)('a category hidden through app A leaves app B\'s cached listing at once', async () => {
    const keyPrefix = `test:${randomUUID()}:`;
    const a = await staffTestbed({ redisUrl, catalogCacheTtlMs: 600_000, throttling: { keyPrefix } });
    const b = await buildApp({ database: a.database, dataDir: a.dataDir, catalogCacheTtlMs: 600_000, redisUrl, throttling: { keyPrefix } });
    try {
      const manager = await a.staffMember('manager');
      const fromB = async () => (await b.inject({ method: 'GET', url: '/api/v1/products?category=women&limit=1' })).json<ProductList>().total;
      const before = await fromB();
      expect(before).toBeGreaterThan(0);
      const women = (await a.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: manager.read }))
        .json<{ categories: { id: number; name: string }[] }>().categories.find((c) => c.name === 'Women')!;
      const hide = await a.app.inject({ method: 'PATCH', url: `/api/v1/admin/categories/${women.id}`, headers: manager.change, payload: { hidden: true } });
      expect(hide.statusCode).toBe(200);
      // B kept its answer for ten minutes; the message on the channel makes it drop it within moments.
      let after = before;
      for (let i = 0; i < 40 && after !== 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await fromB();
      }
      expect(after).toBe(0);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('a Redis that cannot be reached does not stop the shop: it answers, and its own cache still drops', async () => {
    const app = await staffTestbed({ redisUrl: 'redis://127.0.0.1:1', catalogCacheTtlMs: 600_000, throttling: { keyPrefix: `test:${randomUUID()}:` } });
    try {
      const manager = await app.staffMember('manager');
      const count = async () => (await app.app.inject({ method: 'GET', url: '/api/v1/products?category=kids&limit=1' })).json<ProductList>().total;
      expect(await count()).toBeGreaterThan(0);
      const kids = (await app.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: manager.read }))
        .json<{ categories: { id: number; name: string }[] }>().categories.find((c) => c.name === 'Kids')!;
      const hide = await app.app.inject({ method: 'PATCH', url: `/api/v1/admin/categories/${kids.id}`, headers: manager.change, payload: { hidden: true } });
      expect(hide.statusCode).toBe(200);
      expect(await count()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
