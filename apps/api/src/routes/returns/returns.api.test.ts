import { eq, sql } from 'drizzle-orm';
import { RETURN_MESSAGES, type Order, type ReturnableItem, type ReturnRecord } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { buildTestApp } from '../../../test/helper';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shopper: Shopper;
let other: Shopper;
beforeAll(async () => {
  t = await buildTestApp();
  [shopper, other] = await Promise.all([signUp(t.app, { name: 'Farzana Akter' }), signUp(t.app)]);
});
afterAll(() => t?.close());

let skip = 60;
/** An order of `lines` products by `owner`; `deliveredAgo` is a PostgreSQL interval ('2 days'), null = not delivered. */
async function order(owner: Shopper, deliveredAgo: string | null = '1 day', lines = 1, status = 'delivered'): Promise<Order> {
  const items = [];
  for (let i = 0; i < lines; i++) items.push(await stockedItem(t.database.db, 10, (skip += 7)));
  await fillCart(t.database.db, owner.user.id, items.map((item) => ({ productId: item.productId, size: item.size, quantity: 1 })));
  const placed = await placeOrderOk(t.app, owner);
  if (deliveredAgo !== null) {
    await t.database.db.update(orders).set({ status, deliveredAt: sql`now() - ${deliveredAgo}::interval` }).where(eq(orders.id, placed.id));
  } else {
    await t.database.db.update(orders).set({ status }).where(eq(orders.id, placed.id));
  }
  return placed;
}

const request = (owner: Shopper, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/returns', headers: owner.auth, payload });
const body = (o: Order, reason = 'Wrong size, never worn', line = 0) => ({ order_id: o.id, order_line_id: o.items[line]!.id, reason });
const list = async (owner: Shopper) => (await t.app.inject({ method: 'GET', url: '/api/v1/returns', headers: owner.auth })).json<{ returns: ReturnRecord[] }>().returns;
const returnable = async (owner: Shopper) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/returns/returnable', headers: owner.auth })).json<{ items: ReturnableItem[] }>().items;

describe('requesting a return', () => {
  it('takes an item of a delivered order within 7 days, once, and lists it newest first', async () => {
    const first = await order(shopper, '3 days', 2);
    const res = await request(shopper, body(first, '  Wrong size, never worn  '));
    expect(res.statusCode).toBe(201);
    const item = first.items[0]!;
    const record = res.json<{ return: ReturnRecord }>().return;
    expect(record).toMatchObject({
      image: item.image, name: item.name, reason: 'Wrong size, never worn', status: 'requested',
      order_id: first.id, order_number: first.order_number, order_line_id: item.id, quantity: 1, amount: item.subtotal,
    });
    const again = await request(shopper, body(first, 'Asking twice'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RETURN_MESSAGES.alreadyRequested);

    const second = await request(shopper, body(first, 'Colour differs from the photo', 1));
    expect(second.statusCode).toBe(201);
    expect((await list(shopper)).map((r) => r.reason)).toEqual(['Colour differs from the photo', 'Wrong size, never worn']);
  });

  it('takes a double submit once (the second answers 409, never 5xx)', async () => {
    const o = await order(shopper);
    const answers = await Promise.all([request(shopper, body(o)), request(shopper, body(o))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('closes 7 days after delivery, by the database clock', async () => {
    const inside = await order(shopper, '6 days 23 hours');
    const outside = await order(shopper, '7 days 1 minute');
    expect((await request(shopper, body(inside))).statusCode).toBe(201);
    const late = await request(shopper, body(outside));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'return_window_closed', message: 'The return window of 7 days has closed.' });
  });

  it('is only for delivered or completed orders', async () => {
    const shipped = await order(shopper, null, 1, 'out_for_delivery');
    const res = await request(shopper, body(shipped));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RETURN_MESSAGES.notDelivered);
    expect((await request(shopper, body(await order(shopper, '1 hour', 1, 'completed')))).statusCode).toBe(201);
  });

  it('touches only the caller’s orders, and the item must belong to the order', async () => {
    const mine = await order(shopper);
    const theirs = await order(other);
    const foreign = await request(shopper, body(theirs));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(RETURN_MESSAGES.orderNotFound);
    const mixed = await request(shopper, { ...body(mine), order_line_id: theirs.items[0]!.id });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe(RETURN_MESSAGES.itemNotFound);
    expect(await list(other)).toEqual([]);
  });

  it('refuses a missing or short reason, malformed ids and unknown fields with 400', async () => {
    const o = await order(shopper);
    const short = await request(shopper, body(o, ' ab '));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.reason).toBe(RETURN_MESSAGES.reason);
    expect((await request(shopper, body(o, 'x'.repeat(501)))).statusCode).toBe(400);
    expect((await request(shopper, { order_id: o.id, order_line_id: o.items[0]!.id })).json().fields.reason).toBe(RETURN_MESSAGES.reason);
    expect((await request(shopper, { ...body(o), order_id: 'BZ-1' })).json().fields.order_id).toBe(RETURN_MESSAGES.order);
    expect((await request(shopper, { ...body(o), refund: 5000 })).json().fields.refund).toBe('Unknown field.');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/returns', payload: body(o) })).statusCode).toBe(401);
  });

  it('offers exactly the items still returnable, the window closing soonest first', async () => {
    const fresh = await signUp(t.app);
    const older = await order(fresh, '5 days');
    const newer = await order(fresh, '1 day', 2);
    await order(fresh, '8 days');
    await order(fresh, null, 1, 'shipped');
    await request(fresh, body(newer, 'Not needed any more', 1));
    const items = await returnable(fresh);
    expect(items.map((i) => i.order_line_id)).toEqual([older.items[0]!.id, newer.items[0]!.id]);
    const [first] = items;
    expect(Date.parse(first!.return_by) - Date.parse(first!.delivered_at)).toBe(7 * 86_400_000);
    expect(first).toMatchObject({ order_number: older.order_number, name: older.items[0]!.name, image: older.items[0]!.image });
  });
});
