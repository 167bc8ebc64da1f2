import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { CHECKOUT, fillCart, postOrder, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';

// Small limits, a clock the tests move, and Redis when TEST_REDIS_URL is set (docs/decisions/025).
const HOUR = 3_600_000;
let now = Date.UTC(2026, 10, 24, 9, 0, 0);
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({
    redisUrl: process.env.TEST_REDIS_URL,
    throttling: { now: () => now, keyPrefix: `test:${randomUUID()}:` },
    limits: { ordersPerHour: 3, unpaidOrders: 2 },
  });
});
afterAll(() => t?.close());

let skip = 0;
/** Puts one unit of a fresh item (stock 10) in the cart; returns it. */
async function stockCart(shopper: Shopper) {
  const item = await stockedItem(t.database.db, 10, (skip += 5));
  const [lineId] = await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return { ...item, lineId: lineId! };
}
async function order(shopper: Shopper, body: object = CHECKOUT) {
  await stockCart(shopper);
  return postOrder(t.app, shopper, body, { 'idempotency-key': randomUUID() });
}
const setOrder = (id: string, values: Partial<typeof orders.$inferInsert>) => t.database.db.update(orders).set(values).where(eq(orders.id, id));

describe('orders per account per hour', () => {
  it('refuses the order past the hourly limit with 429 and Retry-After, taking no stock; an hour later it goes', async () => {
    const shopper = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) {
      const res = await order(shopper);
      expect(res.statusCode).toBe(201);
      // Paid, so the unpaid-order limit stays out of the way.
      await setOrder(res.json<{ order: Order }>().order.id, { paymentStatus: 'paid' });
    }
    const item = await stockCart(shopper);
    const refused = await postOrder(t.app, shopper, CHECKOUT);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: 'You have placed many orders in the last hour. Please try again in 60 minutes.' });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(10);
    now += HOUR;
    expect((await postOrder(t.app, shopper, CHECKOUT)).statusCode).toBe(201);
  });

  it('still answers a retried order (same Idempotency-Key) once the limit is reached: it is not a new order', async () => {
    now += HOUR;
    const shopper = await signUp(t.app);
    const key = { 'idempotency-key': randomUUID() };
    await stockCart(shopper);
    const first = await postOrder(t.app, shopper, CHECKOUT, key);
    await setOrder(first.json<{ order: Order }>().order.id, { paymentStatus: 'paid' });
    for (let i = 0; i < 2; i += 1) await setOrder((await order(shopper)).json<{ order: Order }>().order.id, { paymentStatus: 'paid' });
    const retry = await postOrder(t.app, shopper, CHECKOUT, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.id).toBe(first.json().order.id);
  });
});

describe('unpaid pending orders per account', () => {
  it('refuses a new order (409) while the shopper has as many unpaid, unconfirmed orders as allowed', async () => {
    now += HOUR;
    const shopper = await signUp(t.app);
    const placed = [];
    for (const payment_method of ['Cash On Delivery', 'Bkash']) {
      const res = await order(shopper, { ...CHECKOUT, payment_method });
      expect(res.statusCode).toBe(201);
      placed.push(res.json<{ order: Order }>().order);
    }
    const item = await stockCart(shopper);
    const refused = await postOrder(t.app, shopper, CHECKOUT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'unpaid_orders',
      message: 'You have 2 orders waiting to be paid or confirmed. Please pay for or cancel one of them before placing another order.',
    });
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(10);

    // A proof sent, an order confirmed by staff: neither waits on the shopper any more.
    await setOrder(placed[1]!.id, { paymentStatus: 'submitted' });
    expect((await postOrder(t.app, shopper, CHECKOUT)).statusCode).toBe(201);
    now += HOUR; // three orders this hour: the hourly limit's turn is over
    await stockCart(shopper);
    expect((await postOrder(t.app, shopper, CHECKOUT)).statusCode).toBe(409);
    await setOrder(placed[0]!.id, { status: 'confirmed' });
    expect((await postOrder(t.app, shopper, CHECKOUT)).statusCode).toBe(201);
  });

  it('lets a shopper cancel one to order again', async () => {
    now += HOUR;
    const shopper = await signUp(t.app);
    const first = (await order(shopper)).json<{ order: Order }>().order;
    await order(shopper);
    await stockCart(shopper);
    expect((await postOrder(t.app, shopper, CHECKOUT)).statusCode).toBe(409);
    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${first.id}/cancel`, headers: shopper.auth, payload: { reason: 'Changed my mind' } });
    expect((await postOrder(t.app, shopper, CHECKOUT)).statusCode).toBe(201);
  });

  it('lets only one of two orders sent at the same moment past the last free place', async () => {
    now += HOUR;
    const shopper = await signUp(t.app);
    await order(shopper);
    const a = await stockCart(shopper);
    const b = await stockCart(shopper);
    const answers = await Promise.all([
      postOrder(t.app, shopper, { ...CHECKOUT, line_ids: [a.lineId] }, { 'idempotency-key': randomUUID() }),
      postOrder(t.app, shopper, { ...CHECKOUT, line_ids: [b.lineId] }, { 'idempotency-key': randomUUID() }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const left = [await stockOf(t.database.db, a.productId, a.size), await stockOf(t.database.db, b.productId, b.size)].sort((x, y) => x - y);
    expect(left).toEqual([9, 10]);
  });
});
