import { eq } from 'drizzle-orm';
import { CancelledOrderListSchema, OrderListSchema, OrderSchema, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { fillCart, placeOrderOk, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (shopper: Shopper, url: string) => t.app.inject({ method: 'GET', url, headers: shopper.auth });
const cancel = (shopper: Shopper, id: string, payload: object = { reason: 'Ordered the wrong size' }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel`, headers: shopper.auth, payload });

async function orderOf(shopper: Shopper, skip: number, quantity = 1) {
  const item = await stockedItem(t.database.db, 10, skip);
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity }]);
  return { item, order: await placeOrderOk(t.app, shopper) };
}

describe('GET /api/v1/orders and /orders/:id', () => {
  it("lists the caller's orders newest first with their items, and only theirs", async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const first = (await orderOf(me, 0)).order;
    const second = (await orderOf(me, 8, 2)).order;
    await orderOf(other, 16);
    const res = await get(me, '/api/v1/orders');
    expect(res.statusCode).toBe(200);
    const list = OrderListSchema.parse(res.json()).orders;
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(list[0]?.items[0]?.quantity).toBe(2);
    expect(list[0]?.items[0]?.subtotal).toBe(list[0]!.items[0]!.price * 2);
  });

  it("answers an order's details, and 404 for someone else's order or a malformed id", async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const { order } = await orderOf(me, 24);
    const mine = await get(me, `/api/v1/orders/${order.id}`);
    expect(mine.statusCode).toBe(200);
    expect(OrderSchema.parse(mine.json().order)).toEqual(order);
    for (const url of [`/api/v1/orders/${order.id}`, '/api/v1/orders/12345', '/api/v1/orders/00000000-0000-0000-0000-000000000000']) {
      const res = await get(other, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found.', code: 'not_found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/orders/:id/cancel', () => {
  it('cancels a pending order: stock returns per size, reason and date kept, nothing to refund for cash on delivery', async () => {
    const me = await signUp(t.app);
    const { item, order } = await orderOf(me, 32, 3);
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(7);
    const res = await cancel(me, order.id, { reason: '  Ordered the wrong size  ' });
    expect(res.statusCode).toBe(200);
    const cancelled = OrderSchema.parse(res.json().order);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Ordered the wrong size', refund_amount: 0, payment_status: 'pending' });
    expect(Date.parse(cancelled.cancelled_at!)).toBeGreaterThan(Date.parse(order.created_at) - 1000);
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(10);

    const again = await cancel(me, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been cancelled.');
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(10);
  });

  it('owes the total back for a paid order and marks the payment refunded', async () => {
    const me = await signUp(t.app);
    const { order } = await orderOf(me, 40);
    await t.database.db.update(orders).set({ status: 'confirmed', paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    const res = await cancel(me, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_amount: order.total });
  });

  it.each([
    ['processing', 200, undefined],
    ['shipped', 409, 'This order has already been shipped and can no longer be cancelled.'],
    ['out_for_delivery', 409, 'This order is already out for delivery and can no longer be cancelled.'],
    ['delivered', 409, 'This order has been delivered and can no longer be cancelled. You can request a return instead.'],
    ['completed', 409, 'This order is completed and can no longer be cancelled. You can request a return instead.'],
  ])('an order %s answers %i', async (status, code, message) => {
    const me = await signUp(t.app);
    const { item, order } = await orderOf(me, 48);
    await t.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    const res = await cancel(me, order.id);
    expect(res.statusCode).toBe(code);
    if (message) expect(res.json().message).toBe(message);
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(code === 200 ? 10 : 9);
  });

  it.each([[{}], [{ reason: 'no' }], [{ reason: 'x'.repeat(501) }], [{ reason: 'Changed my mind', refund: 5000 }]])('refuses %o', async (payload) => {
    const me = await signUp(t.app);
    const { order } = await orderOf(me, 56);
    const res = await cancel(me, order.id, payload);
    expect(res.statusCode).toBe(400);
    expect((await get(me, `/api/v1/orders/${order.id}`)).json().order.status).toBe('pending');
  });

  it("answers 404 for someone else's order and leaves it alone", async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const { order } = await orderOf(me, 64);
    for (const id of [order.id, 'nonsense']) {
      const res = await cancel(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found.');
    }
    expect((await get(me, `/api/v1/orders/${order.id}`)).json().order.status).toBe('pending');
  });
});

describe('GET /api/v1/orders/cancelled', () => {
  it("lists only the caller's cancelled orders with the cancellations screen's fields", async () => {
    const me = await signUp(t.app);
    const kept = (await orderOf(me, 72)).order;
    const { order, item } = await orderOf(me, 80, 2);
    await cancel(me, order.id);
    const res = await get(me, '/api/v1/orders/cancelled');
    expect(res.statusCode).toBe(200);
    const list = CancelledOrderListSchema.parse(res.json()).orders;
    expect(list.map((o) => o.id)).toEqual([order.id]);
    expect(list.map((o) => o.id)).not.toContain(kept.id);
    expect(list[0]?.requestedDate).toBe(list[0]?.cancelled_at);
    expect(list[0]?.products).toEqual([{ id: item.productId, name: item.name, name_bn: (order as Order).items[0]!.name_bn, qty: 2, image: (order as Order).items[0]!.image }]);
  });
});
