import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AdminCategoryListSchema, AdminProductAnswerSchema, AdminProductListSchema, ProductListSchema, type AdminProduct, type ApiErrorBody, type Cart, type Order, type ProductInput,
} from '@shop/shared';
import { auditLog, stockAdjustments } from '../../db/schema/index';
import { CHECKOUT, fillCart, placeOrderOk, postOrder, signUp } from '../../../test/fixtures/orders';
import { staffTestbed } from '../../../test/fixtures/staff';

// The catalogue cache is on (ten minutes): a change must reach the shop because the cache is told, not because it expired.
let t: Awaited<ReturnType<typeof staffTestbed>>;
let owner: Awaited<ReturnType<typeof t.staffMember>>;
let manager: Awaited<ReturnType<typeof t.staffMember>>;
let support: Awaited<ReturnType<typeof t.staffMember>>;
let men: { id: number; slug: string; subcategoryId: number };
let otherSubcategoryId: number;
let brandId: number;

beforeAll(async () => {
  t = await staffTestbed({ catalogCacheTtlMs: 600_000 });
  [owner, manager, support] = [await t.staffMember('owner'), await t.staffMember('manager'), await t.staffMember('support')];
  const { categories } = AdminCategoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: owner.read })).json());
  const first = categories[0]!;
  men = { id: first.id, slug: first.slug, subcategoryId: first.subcategories[0]!.id };
  otherSubcategoryId = categories[1]!.subcategories[0]!.id;
  brandId = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/brands', headers: owner.read })).json<{ brands: { id: number }[] }>().brands[0]!.id;
});
afterAll(async () => t?.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });
const shop = async (query: string) => ProductListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/products?${query}` })).json());

let skus = 0;
function input(overrides: Partial<ProductInput> = {}): ProductInput {
  skus += 1;
  return {
    sku: `TEST-${Date.now() % 100_000}-${skus}`,
    name: `Kantha Stitch Kurta ${skus}`,
    name_bn: 'কাঁথা কুর্তা',
    description: 'Cotton kurta with kantha stitching.',
    description_bn: '',
    category_id: men.id,
    subcategory_id: men.subcategoryId,
    brand_id: brandId,
    colour: 'Blue',
    specifications: [{ label: 'Fabric', value: 'Cotton' }],
    price: 1450.5,
    old_price: 1800,
    sizes: [{ size: 'S', stock: 4 }, { size: 'M', stock: 6 }, { size: 'L', stock: 2 }],
    low_stock_threshold: 3,
    active: true,
    ...overrides,
  };
}

async function create(overrides: Partial<ProductInput> = {}): Promise<AdminProduct> {
  const res = await admin('POST', '/products', manager.change, input(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminProductAnswerSchema.parse(res.json()).product;
}

const formOf = (p: AdminProduct): ProductInput => ({
  sku: p.sku, name: p.name, name_bn: p.name_bn, description: p.description, description_bn: p.description_bn, category_id: p.category_id,
  subcategory_id: p.subcategory_id, brand_id: p.brand_id, colour: p.colour as ProductInput['colour'], specifications: p.specifications,
  price: p.price, old_price: p.old_price, sizes: p.sizes, low_stock_threshold: p.low_stock_threshold, active: p.active,
});

const save = (p: AdminProduct, change: Partial<ProductInput>, headers = manager.change, version = p.version) =>
  admin('PUT', `/products/${p.id}`, headers, { version, product: { ...formOf(p), ...change } });

async function audits(id: number) {
  return t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);
}

describe('creating a product', () => {
  it('saves every field (money in taka, blank Bengali texts as none), its sizes in order with their stock and history, and audits it', async () => {
    const p = await create();
    expect(p).toMatchObject({
      name_bn: 'কাঁথা কুর্তা', description_bn: null, price: 1450.5, old_price: 1800, colour: 'Blue', active: true, version: 1, images: [],
      sizes: [{ size: 'S', stock: 4 }, { size: 'M', stock: 6 }, { size: 'L', stock: 2 }], specifications: [{ label: 'Fabric', value: 'Cotton' }],
    });
    const read = AdminProductAnswerSchema.parse((await admin('GET', `/products/${p.id}`, support.read)).json()).product;
    expect(read).toEqual(p);
    const history = await t.db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, p.id));
    expect(history.map((h) => [h.size, h.reason, h.change, h.stockAfter, h.actorLabel])).toEqual(
      expect.arrayContaining([['S', 'counted', 4, 4, manager.email], ['M', 'counted', 6, 6, manager.email], ['L', 'counted', 2, 2, manager.email]]),
    );
    const [entry] = await audits(p.id);
    expect(entry).toMatchObject({ action: 'product.create', actorLabel: manager.email, staffId: manager.id });
    expect(entry!.after).toMatchObject({ sku: p.sku, price: 1450.5 });
  });

  it('is in the shop at once: its category, its English and its Bengali words', async () => {
    const p = await create({ name: 'Nakshi Sherwani Zeta', name_bn: 'নকশি শেরওয়ানি' });
    expect((await shop(`category=${men.slug}&sort=latest&limit=50`)).products.map((x) => x.id)).toContain(p.id);
    expect((await shop('search=sherwani%20zeta')).products.map((x) => x.id)).toContain(p.id);
    expect((await shop(`search=${encodeURIComponent('শেরওয়ানি')}`)).products.map((x) => x.id)).toContain(p.id);
  });

  it('refuses bad fields by name', async () => {
    const res = await admin('POST', '/products', manager.change, { ...input(), sku: 'a b', name: '', price: 0, old_price: 5, colour: 'Plaid', sizes: [] });
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiErrorBody>();
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields!)).toEqual(expect.arrayContaining(['sku', 'name', 'price', 'colour', 'sizes']));
    const prices = await admin('POST', '/products', manager.change, input({ price: 500, old_price: 400 }));
    expect(prices.statusCode).toBe(400);
    expect(prices.json<ApiErrorBody>().fields).toHaveProperty('old_price');
    const twice = await admin('POST', '/products', manager.change, input({ sizes: [{ size: 'M', stock: 1 }, { size: 'm', stock: 2 }] }));
    expect(twice.json<ApiErrorBody>().fields).toHaveProperty('sizes');
  });

  it('refuses a SKU another product has (any case), naming the field', async () => {
    const p = await create();
    const res = await admin('POST', '/products', manager.change, input({ sku: p.sku.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiErrorBody>()).toMatchObject({ code: 'conflict', fieldCodes: { sku: 'sku_taken' } });
  });

  it('refuses a subcategory of another category, and a category, subcategory or brand that does not exist', async () => {
    const wrong = await admin('POST', '/products', manager.change, input({ subcategory_id: otherSubcategoryId }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>()).toMatchObject({ code: 'validation_error', fieldCodes: { subcategory_id: 'invalid' } });
    for (const field of ['category_id', 'subcategory_id', 'brand_id'] as const) {
      const res = await admin('POST', '/products', manager.change, input({ [field]: 999_999 }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json<ApiErrorBody>().fields, field).toHaveProperty(field);
    }
  });
});

describe('editing a product', () => {
  it('saves a change with a new version, audited with what changed; Bengali texts left blank become none', async () => {
    const p = await create();
    const res = await save(p, { price: 1200, name_bn: '  ', description: 'New text.' });
    expect(res.statusCode, res.body).toBe(200);
    const after = AdminProductAnswerSchema.parse(res.json()).product;
    expect(after).toMatchObject({ price: 1200, name_bn: null, description: 'New text.', version: p.version + 1 });
    const change = (await audits(p.id)).find((a) => a.action === 'product.change')!;
    expect(change.before).toEqual({ price: 1450.5, name_bn: 'কাঁথা কুর্তা', description: p.description });
    expect(change.after).toEqual({ price: 1200, name_bn: null, description: 'New text.' });
  });

  it('refuses the later of two saves based on the same version, keeping the first', async () => {
    const p = await create();
    const first = await save(p, { price: 999 }, manager.change);
    const second = await save(p, { price: 777, name: 'Someone else' }, owner.change);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json<ApiErrorBody>().code).toBe('stale_version');
    const now = AdminProductAnswerSchema.parse((await admin('GET', `/products/${p.id}`, owner.read)).json()).product;
    expect(now).toMatchObject({ price: 999, name: p.name, version: p.version + 1 });
  });

  it('refuses two saves at the same moment on the same version: exactly one wins', async () => {
    const p = await create();
    const answers = await Promise.all([save(p, { price: 501 }), save(p, { price: 502 }, owner.change)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses the SKU of another product, and answers 404 for a product that does not exist', async () => {
    const [a, b] = [await create(), await create()];
    const res = await save(b, { sku: a.sku });
    expect(res.json<ApiErrorBody>()).toMatchObject({ code: 'conflict', fieldCodes: { sku: 'sku_taken' } });
    expect((await admin('PUT', '/products/999999', manager.change, { version: 1, product: formOf(a) })).statusCode).toBe(404);
    expect((await admin('GET', '/products/999999', manager.read)).statusCode).toBe(404);
  });

  it('follows the form\'s sizes: a new one starts with its count, a dropped one goes, kept ones keep their stock; a cart holding a dropped size cannot order it', async () => {
    const p = await create();
    const shopper = await signUp(t.app);
    await fillCart(t.db, shopper.user.id, [{ productId: p.id, size: 'L', quantity: 1 }]);
    const res = await save(p, { sizes: [{ size: 'XL', stock: 9 }, { size: 'M', stock: 500 }, { size: 'S', stock: 4 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProductAnswerSchema.parse(res.json()).product.sizes).toEqual([{ size: 'XL', stock: 9 }, { size: 'M', stock: 6 }, { size: 'S', stock: 4 }]);
    const history = await t.db.select().from(stockAdjustments).where(and(eq(stockAdjustments.productId, p.id), eq(stockAdjustments.size, 'XL')));
    expect(history).toMatchObject([{ reason: 'counted', change: 9, stockAfter: 9 }]);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: shopper.auth })).json<{ cart: Cart }>().cart;
    expect(cart.items.find((i) => i.product_id === p.id)).toMatchObject({ size: 'L', stock: 0 });
    const order = await postOrder(t.app, shopper, CHECKOUT);
    expect(order.statusCode).toBe(409);
    expect(order.json<ApiErrorBody>().code).toBe('out_of_stock');
  });

  it('saves while orders take its stock at the same moment: no deadlock, no lost units, every save and order answered', async () => {
    let p = await create({ sizes: [{ size: 'S', stock: 50 }, { size: 'M', stock: 50 }] });
    for (let round = 0; round < 6; round += 1) {
      const shopper = await signUp(t.app);
      await fillCart(t.db, shopper.user.id, [{ productId: p.id, size: 'M', quantity: 1 }, { productId: p.id, size: 'S', quantity: 1 }]);
      const [saved, order] = await Promise.all([save(p, { price: 100 + round, sizes: [{ size: 'M', stock: 0 }, { size: 'S', stock: 0 }] }), postOrder(t.app, shopper)]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(order.statusCode, order.body).toBe(201);
      p = AdminProductAnswerSchema.parse(saved.json()).product;
    }
    const now = AdminProductAnswerSchema.parse((await admin('GET', `/products/${p.id}`, manager.read)).json()).product;
    expect(now.sizes).toEqual([{ size: 'M', stock: 44 }, { size: 'S', stock: 44 }]);
  });

  it('takes a product off sale: gone from its category and search at once, cache or not; back on sale it returns', async () => {
    const p = await create({ name: 'Zamdani Offsale Panjabi', name_bn: 'জামদানি পাঞ্জাবি' });
    const listed = async () => (await shop(`category=${men.slug}&sort=latest&limit=50`)).products.some((x) => x.id === p.id);
    const found = async () => (await shop('search=zamdani%20offsale')).products.some((x) => x.id === p.id);
    expect([await listed(), await found()]).toEqual([true, true]);
    const off = await save(p, { active: false });
    expect(off.statusCode).toBe(200);
    expect([await listed(), await found()]).toEqual([false, false]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/${p.id}` })).statusCode).toBe(404);
    const offProduct = AdminProductAnswerSchema.parse(off.json()).product;
    expect((await save(offProduct, { active: true })).statusCode).toBe(200);
    expect([await listed(), await found()]).toEqual([true, true]);
    const actions = (await audits(p.id)).map((a) => a.action);
    expect(actions).toEqual(['product.create', 'product.off_sale', 'product.on_sale']);
  });

  it('leaves orders as they were placed: their name and price', async () => {
    const p = await create({ sizes: [{ size: 'ONE', stock: 5 }], name: 'Order Keeps Me', price: 300, old_price: null });
    const shopper = await signUp(t.app);
    await fillCart(t.db, shopper.user.id, [{ productId: p.id, size: 'ONE', quantity: 1 }]);
    const placed = await placeOrderOk(t.app, shopper);
    const current = AdminProductAnswerSchema.parse((await admin('GET', `/products/${p.id}`, manager.read)).json()).product;
    expect((await save(current, { name: 'Renamed Later', price: 999 })).statusCode).toBe(200);
    const order = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${placed.id}`, headers: shopper.auth })).json<{ order: Order }>().order;
    expect(order.items[0]).toMatchObject({ name: 'Order Keeps Me', price: 300 });
    expect(order.total).toBe(placed.total);
  });
});

describe('the product list', () => {
  it('finds by English or Bengali name or SKU, by category and status, a page at a time', async () => {
    const p = await create({ name: 'Findable Gamchha Omega', name_bn: 'গামছা ওমেগা' });
    const list = async (query: string) => AdminProductListSchema.parse((await admin('GET', `/products?${query}`, support.read)).json());
    expect((await list('q=gamchha%20omega')).products.map((x) => x.id)).toEqual([p.id]);
    expect((await list(`q=${encodeURIComponent('ওমেগা')}`)).products.map((x) => x.id)).toEqual([p.id]);
    expect((await list(`q=${p.sku.toLowerCase()}`)).products.map((x) => x.id)).toEqual([p.id]);
    const row = (await list('q=gamchha%20omega')).products[0]!;
    expect(row).toMatchObject({ sku: p.sku, name_bn: 'গামছা ওমেগা', stock: 12, active: true, image: null, price: 1450.5 });
    const inCategory = await list(`category_id=${men.id}&limit=5&page=2`);
    expect(inCategory.products).toHaveLength(5);
    expect(inCategory.page).toBe(2);
    expect(inCategory.total).toBeGreaterThan(10);
    const all = await list('limit=1');
    expect(all.total).toBeGreaterThanOrEqual(300);
    await save(p, { active: false });
    expect((await list('q=gamchha%20omega&status=active')).products).toHaveLength(0);
    expect((await list('q=gamchha%20omega&status=inactive')).products).toHaveLength(1);
    expect((await admin('GET', '/products?status=maybe', support.read)).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('lets support read but not change; refuses a shopper and someone signed out', async () => {
    const p = await create();
    expect((await admin('GET', '/products', support.read)).statusCode).toBe(200);
    expect((await admin('GET', `/products/${p.id}`, support.read)).statusCode).toBe(200);
    expect((await admin('POST', '/products', support.change, input())).statusCode).toBe(403);
    expect((await save(p, { price: 1 }, support.change)).statusCode).toBe(403);
    const shopper = await signUp(t.app);
    expect((await admin('GET', '/products', { authorization: `Bearer ${shopper.token}` })).statusCode).toBe(401);
    expect((await admin('POST', '/products', { authorization: `Bearer ${shopper.token}` }, input())).statusCode).toBe(401);
    expect((await admin('POST', '/products', owner.read, input())).statusCode).toBe(403);
    expect((await admin('POST', '/products', owner.change, input())).statusCode).toBe(201);
  });
});
