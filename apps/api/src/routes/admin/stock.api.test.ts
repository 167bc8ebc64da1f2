import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AdminCategoryListSchema, AdminProductAnswerSchema, LowStockListSchema, StockAdjustmentAnswerSchema, StockHistorySchema,
  type AdminProduct, type ApiErrorBody, type Dashboard, type ProductInput,
} from '@shop/shared';
import { auditLog } from '../../db/schema/index';
import { fillCart, postOrder, signUp, stockOf } from '../../../test/fixtures/orders';
import { staffTestbed } from '../../../test/fixtures/staff';

let t: Awaited<ReturnType<typeof staffTestbed>>;
let manager: Awaited<ReturnType<typeof t.staffMember>>;
let support: Awaited<ReturnType<typeof t.staffMember>>;
let base: Pick<ProductInput, 'category_id' | 'subcategory_id' | 'brand_id'>;

beforeAll(async () => {
  t = await staffTestbed({ catalogCacheTtlMs: 600_000 });
  [manager, support] = [await t.staffMember('manager'), await t.staffMember('support')];
  const { categories } = AdminCategoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/admin/categories', headers: manager.read })).json());
  const brand = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/brands', headers: manager.read })).json<{ brands: { id: number }[] }>().brands[0]!;
  base = { category_id: categories[0]!.id, subcategory_id: categories[0]!.subcategories[0]!.id, brand_id: brand.id };
});
afterAll(async () => t?.close());

const admin = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });

let made = 0;
async function product(sizes: ProductInput['sizes'], extra: Partial<ProductInput> = {}): Promise<AdminProduct> {
  made += 1;
  const res = await admin('POST', '/products', manager.change, {
    sku: `STK-${Date.now() % 100_000}-${made}`, name: `Stock Test Lungi ${made}`, colour: 'Green', price: 450, sizes, low_stock_threshold: 3, ...base, ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminProductAnswerSchema.parse(res.json()).product;
}

const adjust = (id: number, body: object, headers: Record<string, string> = manager.change) => admin('POST', `/products/${id}/stock`, headers, body);
const history = async (id: number, size?: string) =>
  StockHistorySchema.parse((await admin('GET', `/products/${id}/stock-history${size ? `?size=${size}` : ''}`, support.read)).json()).adjustments;

describe('stock adjustments', () => {
  it('adds what was received or returned, takes away what was damaged, sets what was counted; each a line of history and an audit row', async () => {
    const p = await product([{ size: 'M', stock: 5 }, { size: 'L', stock: 1 }]);
    const steps: [object, number][] = [
      [{ size: 'M', reason: 'received', quantity: 10, note: 'Delivery from Narayanganj' }, 15],
      [{ size: 'M', reason: 'damaged', quantity: 3, note: 'Water damage' }, 12],
      [{ size: 'M', reason: 'returned', quantity: 1 }, 13],
      [{ size: 'M', reason: 'counted', quantity: 7, note: 'Shelf count' }, 7],
      [{ size: 'M', reason: 'counted', quantity: 0 }, 0],
    ];
    for (const [body, after] of steps) {
      const res = await adjust(p.id, body);
      expect(res.statusCode, res.body).toBe(200);
      const answer = StockAdjustmentAnswerSchema.parse(res.json());
      expect(answer.adjustment.stock_after).toBe(after);
      expect(answer.product.sizes.find((s) => s.size === 'M')!.stock).toBe(after);
    }
    const lines = await history(p.id, 'M');
    expect(lines.map((l) => [l.reason, l.change, l.stock_after])).toEqual([
      ['counted', -7, 0], ['counted', -6, 7], ['returned', 1, 13], ['damaged', -3, 12], ['received', 10, 15], ['counted', 5, 5],
    ]);
    expect(lines[3]).toMatchObject({ note: 'Water damage', actor: manager.email });
    expect((await history(p.id)).length).toBe(7);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, String(p.id)), eq(auditLog.action, 'stock.adjust')));
    expect(audits).toHaveLength(5);
    expect(audits[0]).toMatchObject({ before: { size: 'M', stock: 5 }, after: { size: 'M', stock: 15, reason: 'received', change: 10 }, reason: 'Delivery from Narayanganj' });
  });

  it('never goes below zero: taking away more than is left is refused with the units left', async () => {
    const p = await product([{ size: 'S', stock: 2 }]);
    const res = await adjust(p.id, { size: 'S', reason: 'damaged', quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiErrorBody>()).toMatchObject({ code: 'out_of_stock', fields: { quantity: '2' } });
    expect(await stockOf(t.db, p.id, 'S')).toBe(2);
    expect(await history(p.id, 'S')).toHaveLength(1);
  });

  it('refuses bad input by field, a size the product lacks, a product that does not exist', async () => {
    const p = await product([{ size: 'ONE', stock: 2 }]);
    const bad = await adjust(p.id, { size: 'ONE', reason: 'stolen', quantity: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ApiErrorBody>().fields!)).toEqual(expect.arrayContaining(['reason', 'quantity']));
    const none = await adjust(p.id, { size: 'ONE', reason: 'received', quantity: 0 });
    expect(none.json<ApiErrorBody>().fields).toHaveProperty('quantity');
    expect((await adjust(p.id, { size: 'XL', reason: 'received', quantity: 1 })).statusCode).toBe(404);
    expect((await adjust(p.id, { size: 'XL', reason: 'counted', quantity: 1 })).statusCode).toBe(404);
    expect((await adjust(999_999, { size: 'ONE', reason: 'received', quantity: 1 })).statusCode).toBe(404);
    expect((await admin('GET', '/products/999999/stock-history', support.read)).statusCode).toBe(404);
  });

  it('is for managers and owners: support may read the history but not adjust; a shopper is refused', async () => {
    const p = await product([{ size: 'ONE', stock: 2 }]);
    expect((await adjust(p.id, { size: 'ONE', reason: 'received', quantity: 1 }, support.change)).statusCode).toBe(403);
    const shopper = await signUp(t.app);
    expect((await adjust(p.id, { size: 'ONE', reason: 'received', quantity: 1 }, shopper.auth)).statusCode).toBe(401);
    expect((await admin('GET', `/products/${p.id}/stock-history`, shopper.auth)).statusCode).toBe(401);
    expect((await admin('GET', '/stock/low', support.read)).statusCode).toBe(200);
  });

  it('shows the new stock in the shop at once, cache or not', async () => {
    const p = await product([{ size: 'ONE', stock: 2 }]);
    const shopStock = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/products/${p.id}` })).json<{ product: { stock: number } }>().product.stock;
    expect(await shopStock()).toBe(2);
    await adjust(p.id, { size: 'ONE', reason: 'received', quantity: 8 });
    expect(await shopStock()).toBe(10);
  });
});

describe('an adjustment racing an order for the last units', () => {
  it('never goes below zero: exactly one of them gets the units, and the history and the order agree', async () => {
    const p = await product([{ size: 'ONE', stock: 2 }]);
    const outcomes = { order: 0, adjustment: 0 };
    for (let round = 0; round < 8; round += 1) {
      if (round > 0) expect((await adjust(p.id, { size: 'ONE', reason: 'counted', quantity: 2 })).statusCode).toBe(200);
      const shopper = await signUp(t.app);
      await fillCart(t.db, shopper.user.id, [{ productId: p.id, size: 'ONE', quantity: 2 }]);
      const [order, damaged] = await Promise.all([postOrder(t.app, shopper), adjust(p.id, { size: 'ONE', reason: 'damaged', quantity: 2 })]);
      const won = [order.statusCode === 201, damaged.statusCode === 200];
      expect(won.filter(Boolean), `${order.statusCode} ${order.body} / ${damaged.statusCode} ${damaged.body}`).toHaveLength(1);
      expect(await stockOf(t.db, p.id, 'ONE')).toBe(0);
      const [latest] = await history(p.id, 'ONE');
      if (won[0]) {
        outcomes.order += 1;
        expect(damaged.json<ApiErrorBody>()).toMatchObject({ code: 'out_of_stock', fields: { quantity: '0' } });
        expect(latest).toMatchObject({ reason: 'counted', stock_after: 2 });
      } else {
        outcomes.adjustment += 1;
        expect(order.json<ApiErrorBody>().code).toBe('out_of_stock');
        expect(latest).toMatchObject({ reason: 'damaged', change: -2, stock_after: 0 });
      }
    }
    expect(outcomes.order + outcomes.adjustment).toBe(8);
  });

  it('a count at the same moment as an order: the stock is the count, or the count less the order, never more', async () => {
    const p = await product([{ size: 'ONE', stock: 3 }]);
    const shopper = await signUp(t.app);
    await fillCart(t.db, shopper.user.id, [{ productId: p.id, size: 'ONE', quantity: 1 }]);
    const [order, counted] = await Promise.all([postOrder(t.app, shopper), adjust(p.id, { size: 'ONE', reason: 'counted', quantity: 5 })]);
    expect(order.statusCode).toBe(201);
    expect(counted.statusCode).toBe(200);
    expect([4, 5]).toContain(await stockOf(t.db, p.id, 'ONE'));
  });
});

describe('the low-stock list', () => {
  it('lists sizes of products on sale at or under their threshold, fewest first, and counts them on the dashboard', async () => {
    const dashboard = async () => (await admin('GET', '/dashboard', support.read)).json<Dashboard>().waiting.low_stock;
    const before = await dashboard();
    const p = await product([{ size: 'S', stock: 3 }, { size: 'M', stock: 4 }, { size: 'L', stock: 0 }], { low_stock_threshold: 3 });
    const list = LowStockListSchema.parse((await admin('GET', '/stock/low?limit=200', support.read)).json());
    const mine = list.items.filter((i) => i.product_id === p.id);
    expect(mine.map((i) => [i.size, i.stock, i.threshold])).toEqual([['L', 0, 3], ['S', 3, 3]]);
    const stocks = list.items.map((i) => i.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(list.total).toBe(before + 2);
    expect(await dashboard()).toBe(before + 2);
    await adjust(p.id, { size: 'L', reason: 'received', quantity: 10 });
    expect(await dashboard()).toBe(before + 1);
    const off = await t.app.inject({
      method: 'PUT', url: `/api/v1/admin/products/${p.id}`, headers: manager.change,
      payload: { version: p.version, product: { sku: p.sku, name: p.name, colour: 'Green', price: 450, sizes: p.sizes, ...base, active: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await dashboard()).toBe(before);
    const page = LowStockListSchema.parse((await admin('GET', '/stock/low?limit=1&page=2', support.read)).json());
    expect(page.items.length).toBeLessThanOrEqual(1);
  });
});
