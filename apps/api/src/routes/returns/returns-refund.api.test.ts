import { eq, sql } from 'drizzle-orm';
import { toTaka, type Order, type ReturnRecord } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { CHECKOUT, fillCart, placeOrderOk, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';
import { decideReturn } from '../../workflows/decide-return';
import { buildTestApp } from '../../../test/helper';

/** Staff deciding, as the command line would: the order's timeline names them. */
const BY = { actor: { kind: 'cli', label: 'test staff', ip: null } } as const;

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shopper: Shopper;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await signUp(t.app, { name: 'Sadia Islam' });
});
afterAll(() => t?.close());

const seen = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}`, headers: shopper.auth })).json<{ order: Order }>().order;
const returns = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/returns', headers: shopper.auth })).json<{ returns: ReturnRecord[] }>().returns;

async function requestReturn(order: Order, line: number): Promise<ReturnRecord> {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/returns', headers: shopper.auth,
    payload: { order_id: order.id, order_line_id: order.items[line]!.id, reason: 'Does not fit' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ return: ReturnRecord }>().return;
}

describe('refunding a return (staff)', () => {
  it('adds what the shopper paid for the line, after its share of the promo, to the order’s refund and restocks it', async () => {
    const a = await stockedItem(t.database.db, 100, 11);
    const b = await stockedItem(t.database.db, 100, 23);
    // Enough of A for FLAT200 (৳200 off orders from ৳2,000).
    const qa = Math.ceil(200_000 / a.price);
    await fillCart(t.database.db, shopper.user.id, [
      { productId: a.productId, size: a.size, quantity: qa },
      { productId: b.productId, size: b.size, quantity: 1 },
    ]);
    const order = await placeOrderOk(t.app, shopper, { ...CHECKOUT, promo_code: 'FLAT200' });
    expect(order.discount).toBe(200);
    await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: sql`now()` }).where(eq(orders.id, order.id));

    const subtotal = a.price * qa + b.price;
    const share = (lineTotal: number) => Math.floor((lineTotal * (subtotal - 20_000)) / subtotal);
    const lineA = order.items.findIndex((i) => i.product_id === a.productId);
    const ret = await requestReturn(order, lineA);
    expect(ret.amount).toBe(toTaka(share(a.price * qa)));

    expect(await decideReturn(t.database.db, ret.id, 'approve', BY)).toEqual({ from: 'requested', to: 'approved' });
    expect((await seen(order.id)).refund_amount).toBeNull();
    const stockBefore = await stockOf(t.database.db, a.productId, a.size);
    expect(await decideReturn(t.database.db, ret.id, 'refund', BY)).toEqual({ from: 'approved', to: 'refunded', refunded: share(a.price * qa) });

    expect((await seen(order.id)).refund_amount).toBe(toTaka(share(a.price * qa)));
    expect(await stockOf(t.database.db, a.productId, a.size)).toBe(stockBefore + qa);
    expect((await returns()).find((r) => r.id === ret.id)?.status).toBe('refunded');

    // The second line adds to the refund; together they never exceed what was paid for the goods.
    const retB = await requestReturn(order, 1 - lineA);
    await decideReturn(t.database.db, retB.id, 'approve', BY);
    await decideReturn(t.database.db, retB.id, 'refund', BY);
    const after = await seen(order.id);
    expect(after.refund_amount).toBe(toTaka(share(a.price * qa) + share(b.price)));
    expect(after.refund_amount!).toBeLessThanOrEqual(after.total - after.delivery_fee);
  });

  it('changes neither money nor stock when a return is rejected', async () => {
    const item = await stockedItem(t.database.db, 10, 31);
    await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 2 }]);
    const order = await placeOrderOk(t.app, shopper);
    await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: sql`now()` }).where(eq(orders.id, order.id));
    const ret = await requestReturn(order, 0);
    await decideReturn(t.database.db, ret.id, 'reject', BY);
    expect((await seen(order.id)).refund_amount).toBeNull();
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(8);
    await expect(decideReturn(t.database.db, ret.id, 'refund', BY)).rejects.toThrow('only an approved return can be refunded');
  });
});
