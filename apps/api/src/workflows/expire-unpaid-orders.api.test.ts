import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OrderSchema, unpaidExpiryReason, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index';
import { buildTestApp } from '../../test/helper';
import { CHECKOUT, fillCart, postOrder, signUp, stockedItem, stockOf } from '../../test/fixtures/orders';
import { expireUnpaidOrders } from './expire-unpaid-orders';

// The sweep is called by hand with the clock it is given (the app's own timer is off): no real waits.
const HOUR = 3_600_000;
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ expirySweepMs: 0, limits: { unpaidOrders: 100, ordersPerHour: 100 } });
});
afterAll(() => t?.close());

let skip = 0;
/** A new shopper's order of 2 units (stock 10 before) paid by `method`. */
async function placed(method: string) {
  const shopper = await signUp(t.app);
  const item = await stockedItem(t.database.db, 10, (skip += 5));
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 2 }]);
  const res = await postOrder(t.app, shopper, { ...CHECKOUT, payment_method: method }, { 'idempotency-key': randomUUID() });
  expect(res.statusCode).toBe(201);
  const order = res.json<{ order: Order }>().order;
  const read = async () => OrderSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json().order);
  const stock = () => stockOf(t.database.db, item.productId, item.size);
  return { order, read, stock };
}
const sweep = (hoursFromNow: number) => expireUnpaidOrders(t.database.db, { now: new Date(Date.now() + hoursFromNow * HOUR), hours: 24 });
const setOrder = (id: string, values: Partial<typeof orders.$inferInsert>) => t.database.db.update(orders).set(values).where(eq(orders.id, id));

describe('unpaid online-payment orders expire', () => {
  it('cancels a bKash order with no proof after 24 hours, gives its stock back and tells the shopper why', async () => {
    const bkash = await placed('Bkash');
    expect(await bkash.stock()).toBe(8);
    await sweep(23);
    expect((await bkash.read()).status).toBe('pending');
    await sweep(25);
    const order = await bkash.read();
    expect(order).toMatchObject({ status: 'cancelled', cancel_reason: unpaidExpiryReason(24), payment_status: 'pending', refund_amount: 0 });
    expect(order.cancel_reason).toBe('Cancelled automatically: no payment arrived within 24 hours, so the items went back on sale.');
    expect(await bkash.stock()).toBe(10);
  });

  it('leaves alone an order whose proof was sent, a cash-on-delivery order and an order staff confirmed', async () => {
    const proofSent = await placed('Nagad');
    await setOrder(proofSent.order.id, { paymentStatus: 'submitted' });
    const cash = await placed('Cash On Delivery');
    const confirmed = await placed('Bkash');
    await setOrder(confirmed.order.id, { status: 'confirmed' });
    await sweep(24 * 30);
    for (const kept of [proofSent, cash, confirmed]) {
      expect((await kept.read()).status).not.toBe('cancelled');
      expect(await kept.stock()).toBe(8);
    }
  });

  it('gives an order whose proof was rejected the same time again, from the rejection', async () => {
    const rejected = await placed('Bkash');
    await setOrder(rejected.order.id, { paymentStatus: 'rejected', updatedAt: new Date(Date.now() + 20 * HOUR) });
    await sweep(30);
    expect((await rejected.read()).status).toBe('pending');
    await sweep(45);
    expect((await rejected.read()).status).toBe('cancelled');
    expect(await rejected.stock()).toBe(10);
  });

  it('returns the stock once when several sweepers (shop processes) run at the same moment', async () => {
    const due = [await placed('Bkash'), await placed('Nagad'), await placed('Credit Card'), await placed('Bkash')];
    const counts = await Promise.all([sweep(48), sweep(48), sweep(48)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    for (const order of due) {
      expect((await order.read()).status).toBe('cancelled');
      expect(await order.stock()).toBe(10);
    }
  });
});
