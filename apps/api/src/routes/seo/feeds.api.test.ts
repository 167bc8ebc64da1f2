import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AdminCategoryListSchema, type AdminProduct } from '@shop/shared';
import { staffTestbed } from '../../../test/fixtures/staff';
import { createProduct, saveProduct } from '../../../test/fixtures/catalogue-products';

const SHOP = 'https://bazar.test';

// The catalogue cache is on (ten minutes): a feed must follow a change because it is read fresh, not because a cache expired.
let t: Awaited<ReturnType<typeof staffTestbed>>;
let manager: Awaited<ReturnType<typeof t.staffMember>>;
let product: AdminProduct;

type Item = Record<string, string | number | string[]>;
const parser = new XMLParser({ isArray: (name) => name === 'item' || name === 'g:additional_image_link', parseTagValue: false });

/** GETs a feed, checks it is well-formed RSS 2.0 with Google's namespace, and answers its items. */
async function items(url: string): Promise<Item[]> {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  expect(res.body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  return (parser.parse(res.body) as { rss: { channel: { item?: Item[] } } }).rss.channel.item ?? [];
}
const ofProduct = (list: Item[], sku: string) => list.filter((item) => item['g:item_group_id'] === sku || item['g:id'] === sku);

beforeAll(async () => {
  t = await staffTestbed({ catalogCacheTtlMs: 600_000, publicUrl: `${SHOP}/` });
  manager = await t.staffMember('manager');
  const { categories } = AdminCategoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: manager.read })).json());
  const brandId = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/brands', headers: manager.read })).json<{ brands: { id: number }[] }>().brands[0]!.id;
  product = await createProduct(t.app, manager.change, {
    sku: `FEED-${Date.now() % 100_000}`, name: 'Jamdani Panjabi & <Scarf>', name_bn: 'জামদানি পাঞ্জাবি', description: 'Hand-woven cotton.\nCool in summer.',
    description_bn: 'হাতে বোনা সুতি।', category_id: categories[0]!.id, subcategory_id: categories[0]!.subcategories[0]!.id, brand_id: brandId, colour: 'Blue',
    specifications: [], price: 1290, old_price: 1590, sizes: [{ size: 'M', stock: 3 }, { size: 'L', stock: 0 }], low_stock_threshold: 1, active: true,
  });
});
afterAll(async () => t?.close());

describe('the product feeds for Meta and Google', () => {
  it('list every product a shopper may see, one item per size, at stable addresses for each platform and language', async () => {
    const shown = (await t.app.inject('/api/v1/products?limit=1')).json<{ total: number }>().total;
    for (const url of ['/feeds/google-en.xml', '/feeds/meta-en.xml', '/feeds/google-bn.xml', '/feeds/meta-bn.xml']) {
      const list = await items(url);
      // Each product once, whether as one item or as a group of its sizes.
      const products = new Set(list.map((item) => item['g:item_group_id'] ?? item['g:id']));
      expect(products.size, url).toBe(shown);
      expect(new Set(list.map((item) => item['g:id'])).size, url).toBe(list.length);
      for (const item of list) {
        expect(String(item['g:price'])).toMatch(/^\d+\.\d{2} BDT$/);
        expect(['in stock', 'out of stock']).toContain(item['g:availability']);
        expect(item['g:condition']).toBe('new');
        expect(String(item['g:link'])).toMatch(new RegExp(`^${SHOP}/product/\\d+$`));
        expect(String(item['g:title']).length).toBeGreaterThan(0);
        expect(String(item['g:description']).length).toBeGreaterThan(0);
      }
    }
  });

  it("give a product's sizes as one group with the regular and the sale price, its stock per size and its own words", async () => {
    const [m, l] = ofProduct(await items('/feeds/google-en.xml'), product.sku);
    expect(m).toMatchObject({
      'g:id': `${product.sku}-M`, 'g:item_group_id': product.sku, 'g:size': 'M', 'g:title': 'Jamdani Panjabi & <Scarf>',
      'g:description': 'Hand-woven cotton. Cool in summer.', 'g:link': `${SHOP}/product/${product.id}`, 'g:availability': 'in stock',
      'g:price': '1590.00 BDT', 'g:sale_price': '1290.00 BDT', 'g:identifier_exists': 'no',
    });
    expect(l).toMatchObject({ 'g:id': `${product.sku}-L`, 'g:size': 'L', 'g:availability': 'out of stock' });
    const [metaM] = ofProduct(await items('/feeds/meta-en.xml'), product.sku);
    expect(metaM).toMatchObject({ 'g:quantity_to_sell_on_facebook': '3' });
    expect(metaM).not.toHaveProperty('g:identifier_exists');
    const [bnM] = ofProduct(await items('/feeds/meta-bn.xml'), product.sku);
    expect(bnM).toMatchObject({ 'g:title': 'জামদানি পাঞ্জাবি', 'g:description': 'হাতে বোনা সুতি।' });
  });

  it('follow the catalogue at once: a rename and a sale ended show, and a product taken off sale leaves', async () => {
    const renamed = await saveProduct(t.app, manager.change, product, { name: 'Jamdani Panjabi, renamed', old_price: null });
    const [m] = ofProduct(await items('/feeds/google-en.xml'), product.sku);
    expect(m).toMatchObject({ 'g:title': 'Jamdani Panjabi, renamed', 'g:price': '1290.00 BDT' });
    expect(m).not.toHaveProperty('g:sale_price');
    await saveProduct(t.app, manager.change, renamed, { active: false });
    for (const url of ['/feeds/google-en.xml', '/feeds/meta-bn.xml']) expect(ofProduct(await items(url), product.sku), url).toEqual([]);
  });

  it('answers an address that is no feed 404', async () => {
    for (const url of ['/feeds/amazon-en.xml', '/feeds/google-fr.xml', '/feeds/google.xml']) expect((await t.app.inject(url)).statusCode, url).toBe(404);
  });
});
