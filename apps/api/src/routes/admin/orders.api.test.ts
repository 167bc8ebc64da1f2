import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderCounts, AdminOrderDetail, AdminOrderList, Order, StaffOrderStatusChange, StaffRole } from '@shop/shared';
import { CHECKOUT, fillCart, placeOrderOk, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';
import { staffTestbed } from '../../../test/fixtures/staff';
import { expireUnpaidOrders } from '../../workflows/expire-unpaid-orders';

let t: Awaited<ReturnType<typeof staffTestbed>>;
type Member = Awaited<ReturnType<typeof t.staffMember>>;
const staff = {} as Record<StaffRole, Member>;
let farzana: Shopper;
let karim: Shopper;
let farzanaOrder: Order;
let karimOrder: Order;
let item: Awaited<ReturnType<typeof stockedItem>>;
let otherItem: Awaited<ReturnType<typeof stockedItem>>;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const move = (orderNumber: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${orderNumber}/status`, headers, payload });
const list = async (query: string, who: Member = staff.support) => {
  const res = await get(`/api/v1/admin/orders?${query}`, who.read);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderList>();
};
const counts = async (query: string) => {
  const res = await get(`/api/v1/admin/orders/counts?${query}`, staff.manager.read);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderCounts>();
};
const numbersFound = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).orders.map((o) => o.order_number);
const detail = async (orderNumber: string, who: Member = staff.support) => {
  const res = await get(`/api/v1/admin/orders/${orderNumber}`, who.read);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>();
};

async function order(shopper: Shopper, line: { productId: number; size: string }, body: object) {
  await fillCart(t.db, shopper.user.id, [{ ...line, quantity: 2 }]);
  return placeOrderOk(t.app, shopper, { ...CHECKOUT, ...body });
}

beforeAll(async () => {
  t = await staffTestbed();
  for (const role of ['owner', 'manager', 'support'] as const) staff[role] = await t.staffMember(role, `Staff ${role}`);
  item = await stockedItem(t.db, 50);
  otherItem = await stockedItem(t.db, 50, 7);
  farzana = await signUp(t.app, { name: 'Farzana Akter' });
  karim = await signUp(t.app, { name: 'Karim Uddin' });
  farzanaOrder = await order(farzana, item, { customer_name: 'Farzana Akter', customer_phone: '+880 1712-345678', notes: 'Call before coming' });
  karimOrder = await order(karim, otherItem, { customer_name: 'Karim Uddin', customer_phone: '01898765432', payment_method: 'Bkash' });
});
afterAll(async () => t?.close());

describe('the order list', () => {
  it('answers every staff role, newest first, with each order\'s customer, units, total and payment; no-store', async () => {
    for (const role of ['owner', 'manager', 'support'] as const) {
      const res = await get('/api/v1/admin/orders', staff[role].read);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = res.json<AdminOrderList>();
      expect(answer.orders.map((o) => o.order_number)).toEqual([karimOrder.order_number, farzanaOrder.order_number]);
      expect(answer.has_more).toBe(false);
      const tabs = await get('/api/v1/admin/orders/counts', staff[role].read);
      expect(tabs.statusCode, role).toBe(200);
      expect(tabs.json<AdminOrderCounts>()).toMatchObject({ total: 2, status_counts: { pending: 2, shipped: 0 } });
    }
    const { orders } = await list('');
    expect(orders[1]).toMatchObject({
      customer_name: 'Farzana Akter', customer_phone: '01712345678', item_count: 2, total: farzanaOrder.total,
      status: 'pending', payment_status: 'pending', payment_method: 'Cash On Delivery', pickup_point_id: 1,
    });
  });

  it('refuses a shopper\'s token and a request without a session with 401', async () => {
    for (const url of ['/api/v1/admin/orders', '/api/v1/admin/orders/counts', `/api/v1/admin/orders/${farzanaOrder.order_number}`]) {
      expect((await get(url, farzana.auth)).statusCode, url).toBe(401);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
    expect((await move(farzanaOrder.order_number, farzana.auth, { status: 'confirmed' })).statusCode).toBe(401);
  });

  it('finds an order by its number, whole or in part, and by the customer\'s name', async () => {
    expect(await numbersFound(farzanaOrder.order_number)).toEqual([farzanaOrder.order_number]);
    expect(await numbersFound(farzanaOrder.order_number.toLowerCase())).toEqual([farzanaOrder.order_number]);
    expect(await numbersFound(farzanaOrder.order_number.slice(-6))).toEqual([farzanaOrder.order_number]);
    expect(await numbersFound('farzana')).toEqual([farzanaOrder.order_number]);
    expect(await numbersFound('Karim Udd')).toEqual([karimOrder.order_number]);
    expect(await numbersFound('Nobody Like This')).toEqual([]);
  });

  it('finds an order by the customer\'s phone written any common way', async () => {
    for (const phone of ['01712345678', '+8801712345678', '8801712345678', '+880 1712-345678', '01712 345 678', '0171-234-5678']) {
      expect(await numbersFound(phone), phone).toEqual([farzanaOrder.order_number]);
    }
    // Part of a number: the digits the staff member has in front of them.
    expect(await numbersFound('98765432')).toEqual([karimOrder.order_number]);
    expect(await numbersFound('01799999999')).toEqual([]);
  });

  it('finds an order by the product name or SKU of any of its lines', async () => {
    expect(await numbersFound(item.sku)).toEqual([farzanaOrder.order_number]);
    expect(await numbersFound(otherItem.sku.toLowerCase())).toEqual([karimOrder.order_number]);
    expect(await numbersFound(otherItem.name)).toContain(karimOrder.order_number);
    // A wildcard typed in the box is a letter.
    expect(await numbersFound('%%')).toEqual([]);
  });

  it('filters by status, payment status, payment method, pickup point and Bangladesh days, and counts each status', async () => {
    const bkash = await list('payment_method=Bkash');
    expect(bkash.orders.map((o) => o.order_number)).toEqual([karimOrder.order_number]);
    expect((await counts('payment_status=pending')).total).toBe(2);
    expect((await counts('payment_status=paid')).total).toBe(0);
    expect((await counts('pickup_point_id=1')).total).toBe(2);
    expect((await list('pickup_point_id=2')).orders.length).toBe(0);
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 6 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await counts(`from=${today}&to=${today}`)).total).toBe(2);
    expect((await list(`from=${yesterday}&to=${yesterday}`)).orders.length).toBe(0);
    const pending = await list('status=pending&payment_method=Cash%20On%20Delivery');
    expect(pending.orders.map((o) => o.order_number)).toEqual([farzanaOrder.order_number]);
    // The tabs count every filter but the status.
    expect((await counts('status=pending&payment_method=Cash%20On%20Delivery')).status_counts).toMatchObject({ pending: 1, confirmed: 0, cancelled: 0 });
    expect((await counts('q=farzana')).total).toBe(1);
    expect((await list('status=shipped')).orders).toEqual([]);
  });

  it('pages newest first', async () => {
    const first = await list('per_page=1&page=1');
    const second = await list('per_page=1&page=2');
    const third = await list('per_page=1&page=3');
    expect(first).toMatchObject({ page: 1, per_page: 1, has_more: true });
    expect(second.has_more).toBe(false);
    expect(first.orders.map((o) => o.order_number)).toEqual([karimOrder.order_number]);
    expect(second.orders.map((o) => o.order_number)).toEqual([farzanaOrder.order_number]);
    expect(third.orders).toEqual([]);
  });

  it('refuses bad filters with 400 naming each field', async () => {
    const cases: [string, string][] = [
      ['status=lost', 'status'], ['payment_status=maybe', 'payment_status'], ['payment_method=Gold', 'payment_method'],
      ['pickup_point_id=abc', 'pickup_point_id'], ['from=2026-13-40', 'from'], ['to=yesterday', 'to'],
      ['from=2026-11-20&to=2026-11-10', 'to'], ['q=x', 'q'], ['page=0', 'page'], ['per_page=500', 'per_page'], ['colour=red', ''],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/v1/admin/orders?${query}`, staff.owner.read);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('validation_error');
      if (field) expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
    expect((await get('/api/v1/admin/orders/counts?from=someday', staff.owner.read)).statusCode).toBe(400);
  });
});

describe('one order', () => {
  it('answers its lines, totals, contact, account e-mail, pickup point, notes, payment and where it may go', async () => {
    for (const role of ['owner', 'manager', 'support'] as const) {
      const res = await get(`/api/v1/admin/orders/${farzanaOrder.order_number.toLowerCase()}`, staff[role].read);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const { order, proofs, timeline, next_statuses } = await detail(farzanaOrder.order_number);
    expect(order).toMatchObject({
      order_number: farzanaOrder.order_number,
      customer_name: 'Farzana Akter',
      customer_phone: '01712345678',
      notes: 'Call before coming',
      payment_method: 'Cash On Delivery',
      payment_status: 'pending',
      account: { name: 'Farzana Akter', email: farzana.email },
      pickup_point: { id: 1 },
      total: farzanaOrder.total,
    });
    expect(order.items).toEqual([expect.objectContaining({ name: item.name, product_sku: item.sku, size: item.size, quantity: 2, price: item.price / 100, subtotal: item.price / 50 })]);
    expect(order.subtotal + order.delivery_fee - order.discount).toBe(order.total);
    expect(proofs).toEqual([]);
    expect(timeline).toEqual([expect.objectContaining({ kind: 'placed', actor_kind: 'shopper', to: 'pending' })]);
    expect(next_statuses).toEqual(['confirmed', 'processing', 'cancelled']);
  });

  it('answers 404 for an unknown order number or one no order could have', async () => {
    for (const number of ['BZ-0000-00000000', 'nothing%20here', 'a'.repeat(41)]) {
      const res = await get(`/api/v1/admin/orders/${number}`, staff.owner.read);
      expect(res.statusCode, number).toBe(number.length > 40 ? 400 : 404);
    }
    expect((await move('BZ-0000-00000000', staff.owner.change, { status: 'confirmed' })).statusCode).toBe(404);
  });
});

describe('moving an order', () => {
  it('refuses a change without the CSRF token with 403 and leaves the order as it was', async () => {
    const res = await move(farzanaOrder.order_number, staff.owner.read, { status: 'confirmed' });
    expect(res.statusCode).toBe(403);
    expect((await detail(farzanaOrder.order_number)).order.status).toBe('pending');
  });

  it('refuses a cancellation without a reason, an unknown status and a step the order cannot take', async () => {
    const noReason = await move(farzanaOrder.order_number, staff.owner.change, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    const short = await move(farzanaOrder.order_number, staff.owner.change, { status: 'cancelled', reason: 'no' });
    expect(short.json().fields).toHaveProperty('reason');
    const unknown = await move(farzanaOrder.order_number, staff.owner.change, { status: 'lost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('status');
    const skip = await move(farzanaOrder.order_number, staff.owner.change, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('invalid_transition');
  });

  it('lets each role move an order, and the timeline says who moved it from what to what and why', async () => {
    const stockBefore = await stockOf(t.db, item.productId, item.size);
    const confirmed = await move(farzanaOrder.order_number, staff.support.change, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<StaffOrderStatusChange>()).toMatchObject({ from: 'pending', to: 'confirmed' });
    expect((await move(karimOrder.order_number, staff.manager.change, { status: 'processing' })).statusCode).toBe(200);

    const reason = 'Customer asked on the phone to cancel';
    const cancelled = await move(farzanaOrder.order_number, staff.owner.change, { status: 'cancelled', reason });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<StaffOrderStatusChange>()).toMatchObject({ from: 'confirmed', to: 'cancelled', refund_amount: 0 });
    // The units went back on sale.
    expect(await stockOf(t.db, item.productId, item.size)).toBe(stockBefore + 2);

    const { order, timeline, next_statuses } = await detail(farzanaOrder.order_number);
    expect(order).toMatchObject({ status: 'cancelled', cancel_reason: reason });
    expect(next_statuses).toEqual([]);
    expect(timeline.map(({ kind, actor_kind, actor, from, to, reason: why }) => ({ kind, actor_kind, actor, from, to, why }))).toEqual([
      { kind: 'placed', actor_kind: 'shopper', actor: null, from: null, to: 'pending', why: null },
      { kind: 'status', actor_kind: 'staff', actor: staff.support.email, from: 'pending', to: 'confirmed', why: null },
      { kind: 'status', actor_kind: 'staff', actor: staff.owner.email, from: 'confirmed', to: 'cancelled', why: reason },
    ]);
    expect((await counts('')).status_counts).toMatchObject({ pending: 0, processing: 1, cancelled: 1 });
  });

  it('puts the shopper\'s own cancellation and the unpaid-order sweep on the timeline too', async () => {
    const own = await order(farzana, item, { customer_phone: '01712345678' });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${own.id}/cancel`, headers: farzana.auth, payload: { reason: 'Ordered the wrong size' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await detail(own.order_number)).timeline.at(-1)).toMatchObject({ actor_kind: 'shopper', from: 'pending', to: 'cancelled', reason: 'Ordered the wrong size' });

    const unpaid = await order(karim, otherItem, { payment_method: 'Nagad' });
    expect(await expireUnpaidOrders(t.db, { now: new Date(Date.now() + 2 * 86_400_000), hours: 24 })).toBeGreaterThanOrEqual(1);
    const { timeline } = await detail(unpaid.order_number);
    expect(timeline.at(-1)).toMatchObject({ actor_kind: 'system', actor: 'Unpaid-order expiry', from: 'pending', to: 'cancelled' });
    expect(timeline.at(-1)!.reason).toMatch(/no payment arrived/);
  });
});
