import { and, eq, sql } from 'drizzle-orm';
import { AdminRefundAnswerSchema, AdminRefundListSchema, OrderSchema, type AdminRefund, type AuditList, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages } from '../../db/schema/index';
import { orderTimeline } from '../../modules/orders/order-events';
import { claimDueRefunds } from '../../modules/online-payments/refunds.service';
import { carryOutRefunds, type RefundGateways } from '../../workflows/carry-out-refunds';
import { fillCart, placeOrderOk, signUp, statusBody, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { withMode } from '../../../test/fixtures/online-payments';
import { payThrough, refusedSslcommerz, startGateways, type Gateways } from '../../../test/fixtures/online-refunds';
import { staffTestbed, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';

let t: StaffTestbed;
let g: Gateways;
let manager: StaffMember;
let support: StaffMember;
/** The refund worker's clock (an hour ahead: a refund asked for during the tests is due at once): moved on by hand past each wait. */
let clock = Date.now() + 3_600_000;
beforeAll(async () => {
  t = await staffTestbed({ refundSweepMs: 0 });
  g = await startGateways();
  manager = await t.staffMember('manager', 'Mita Manager');
  support = await t.staffMember('support', 'Shirin Support');
});
afterAll(async () => {
  await t?.close();
  await g?.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
/** One run of the worker, then the clock moved past any wait it set (seven hours is past the longest). */
async function runWorker(gateways: RefundGateways = g.clients) {
  const n = await carryOutRefunds(t.db, gateways, { now: () => clock });
  clock += 7 * 3_600_000;
  return n;
}

let skip = 0;
/** A shopper's order of `lines` different items, paid through `gateway` at its stand-in. */
async function paidOrder(gateway: 'sslcommerz' | 'bkash', lines = 1): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await signUp(t.app, { name: 'Nusrat Jahan' });
  const items = [];
  for (let i = 0; i < lines; i += 1) items.push(await stockedItem(t.db, 50, (skip += 2)));
  await fillCart(t.db, shopper.user.id, items.map((item) => ({ productId: item.productId, size: item.size, quantity: 1 })));
  const order = await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method: gateway === 'bkash' ? 'Bkash' : 'Credit Card' });
  await payThrough(t.db, g, order, gateway);
  return { shopper, order };
}
const shopperCancels = (shopper: Shopper, order: Order) => post(`/api/v1/orders/${order.id}/cancel`, shopper.auth, { reason: 'I ordered the wrong size.' });
const shopperOrder = async (shopper: Shopper, order: Order) => OrderSchema.parse((await get(`/api/v1/orders/${order.id}`, shopper.auth)).json<{ order: unknown }>().order);

async function refundsOf(order: Order): Promise<AdminRefund[]> {
  const res = await get(`/api/v1/admin/refunds?q=${order.order_number}&limit=100`, support.read);
  expect(res.statusCode, res.body).toBe(200);
  return AdminRefundListSchema.parse(res.json()).refunds;
}
async function onlyRefund(order: Order): Promise<AdminRefund> {
  const refunds = await refundsOf(order);
  expect(refunds).toHaveLength(1);
  return refunds[0]!;
}
async function refundMessages(shopper: Shopper) {
  return t.db.select().from(outboxMessages).where(and(eq(outboxMessages.userId, shopper.user.id), eq(outboxMessages.kind, 'refund_done'), eq(outboxMessages.channel, 'email')));
}
const calls = (record: Record<string, number>, name: string) => record[name] ?? 0;

describe('a cancelled order paid through SSLCommerz', () => {
  it('is refunded through SSLCommerz by the worker, followed to done, the shopper told once and the order refunded', async () => {
    const { shopper, order } = await paidOrder('sslcommerz');
    const before = calls(g.ssl.calls, 'refund');
    expect((await shopperCancels(shopper, order)).statusCode).toBe(200);
    const requested = await onlyRefund(order);
    expect(requested).toMatchObject({ channel: 'sslcommerz', cause: 'cancelled', state: 'requested', amount: order.total, gateway_refund_id: null, done_at: null });
    // The money is not back yet: the order's payment stays paid, its refund shows as asked for.
    expect(await shopperOrder(shopper, order)).toMatchObject({ status: 'cancelled', payment_status: 'paid', refunds: [{ state: 'requested', amount: order.total, channel: 'sslcommerz' }] });

    await runWorker();
    const pending = await onlyRefund(order);
    expect(pending.state).toBe('pending');
    expect(pending.gateway_refund_id).toBeTruthy();
    expect(calls(g.ssl.calls, 'refund')).toBe(before + 1);

    await runWorker();
    const done = await onlyRefund(order);
    expect(done).toMatchObject({ state: 'done', gateway_refund_id: pending.gateway_refund_id });
    expect(done.done_at).not.toBeNull();
    expect(await shopperOrder(shopper, order)).toMatchObject({ payment_status: 'refunded', refunds: [{ state: 'done' }] });
    const messages = await refundMessages(shopper);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.data).toMatchObject({ channel: 'sslcommerz', refund_amount: Math.round(order.total * 100) });
    const events = (await orderTimeline(t.db, order.id)).filter((e) => e.kind === 'refund');
    expect(events.map((e) => e.toValue)).toEqual(['done']);

    // Nothing more to do: later runs call nobody and tell nobody again.
    await runWorker();
    await runWorker();
    expect(calls(g.ssl.calls, 'refund')).toBe(before + 1);
    expect(await refundMessages(shopper)).toHaveLength(1);
  });

  it('stays pending while SSLCommerz processes the refund, and is done once it says refunded', async () => {
    const { shopper, order } = await paidOrder('sslcommerz');
    await withMode(g.ssl.refundsStayPending, true, false, async () => {
      // Staff cancel it this time (the same cancel steps, with their audit row).
      const moved = await post(`/api/v1/admin/orders/${order.order_number}/status`, manager.change, statusBody('cancelled', { reason: 'Out of stock at the warehouse.' }));
      expect(moved.statusCode, moved.body).toBe(200);
      await runWorker();
      await runWorker();
      await runWorker();
      expect((await onlyRefund(order)).state).toBe('pending');
      expect((await shopperOrder(shopper, order)).payment_status).toBe('paid');
      expect(await refundMessages(shopper)).toHaveLength(0);
      g.ssl.finishRefunds();
      await runWorker();
      expect((await onlyRefund(order)).state).toBe('done');
      expect((await shopperOrder(shopper, order)).payment_status).toBe('refunded');
      expect(await refundMessages(shopper)).toHaveLength(1);
    });
  });

  it('learns what became of a refund whose answer was lost, and never refunds it twice', async () => {
    const { shopper, order } = await paidOrder('sslcommerz');
    await shopperCancels(shopper, order);
    const before = calls(g.ssl.calls, 'refund');
    await withMode(g.ssl.stall, true, false, runWorker);
    const lost = await onlyRefund(order);
    expect(lost).toMatchObject({ state: 'pending', gateway_refund_id: null });
    // Asked again under the same refe_id (the refund's own id): SSLCommerz answers the one refund it holds for it.
    await runWorker();
    await runWorker();
    expect(await onlyRefund(order)).toMatchObject({ state: 'done' });
    expect(calls(g.ssl.calls, 'refund')).toBeLessThanOrEqual(before + 2);
    expect((await shopperOrder(shopper, order)).payment_status).toBe('refunded');
    expect(await refundMessages(shopper)).toHaveLength(1);
  });
});

describe('a cancelled order paid through bKash', () => {
  it('is refunded through bKash at once', async () => {
    const { shopper, order } = await paidOrder('bkash');
    const before = calls(g.bkash.calls, '/payment/refund');
    await shopperCancels(shopper, order);
    await runWorker();
    const refund = await onlyRefund(order);
    expect(refund).toMatchObject({ channel: 'bkash', state: 'done', amount: order.total });
    expect(refund.gateway_refund_id).toMatch(/^[0-9A-F]{10}$/);
    expect(calls(g.bkash.calls, '/payment/refund')).toBe(before + 1);
    expect((await shopperOrder(shopper, order)).payment_status).toBe('refunded');
    const messages = await refundMessages(shopper);
    expect(messages.map((m) => m.data)).toEqual([expect.objectContaining({ channel: 'bkash' })]);
  });

  it('settles a refund whose answer was lost by asking bKash, then refunds it once', async () => {
    const { shopper, order } = await paidOrder('bkash');
    await shopperCancels(shopper, order);
    await withMode(g.bkash.stall, true, false, runWorker);
    expect(await onlyRefund(order)).toMatchObject({ state: 'pending', gateway_refund_id: null });
    await runWorker();
    expect(await onlyRefund(order)).toMatchObject({ state: 'done' });
    // bKash takes no refund beyond what was paid: a second one would have been refused, and none was asked for.
    expect((await shopperOrder(shopper, order)).payment_status).toBe('refunded');
  });
});

describe('exactly once', () => {
  it('one refund at the gateway whoever asks twice, and with two workers at once', async () => {
    const { shopper, order } = await paidOrder('bkash');
    expect((await shopperCancels(shopper, order)).statusCode).toBe(200);
    expect((await shopperCancels(shopper, order)).statusCode).toBe(409);
    const before = calls(g.bkash.calls, '/payment/refund');
    await Promise.all([carryOutRefunds(t.db, g.clients, { now: () => clock }), carryOutRefunds(t.db, g.clients, { now: () => clock })]);
    await runWorker();
    await runWorker();
    expect(await onlyRefund(order)).toMatchObject({ state: 'done' });
    expect(calls(g.bkash.calls, '/payment/refund')).toBe(before + 1);
    expect(await refundMessages(shopper)).toHaveLength(1);
  });
});

describe('a worker that died after calling the gateway', () => {
  /** Claims the order's refund as a worker does and makes the call it would make, then "dies": nothing is recorded. */
  async function diedAfterCalling(order: Order, call: (claimed: Awaited<ReturnType<typeof claimDueRefunds>>[number]) => Promise<unknown>) {
    const claimed = (await claimDueRefunds(t.db, new Date(clock), 5 * 60_000, 100)).filter((c) => c.refund.orderId === order.id);
    expect(claimed).toHaveLength(1);
    await call(claimed[0]!);
    clock += 10 * 60_000; // Past its lease.
  }

  it('bKash: the next worker finds the refund made and records it done, without refunding again', async () => {
    const { shopper, order } = await paidOrder('bkash');
    await shopperCancels(shopper, order);
    await diedAfterCalling(order, ({ refund, attempt }) =>
      g.clients.bkash.refund({ paymentId: attempt.gatewayPaymentId!, trxId: attempt.gatewayTrxId!, amountPoisha: refund.amount, sku: order.order_number, reason: 'cancelled' }));
    const made = calls(g.bkash.calls, '/payment/refund');
    await runWorker();
    expect(await onlyRefund(order)).toMatchObject({ state: 'done' });
    // One status query, and no second refund (bKash would also refuse one beyond what was paid).
    expect(calls(g.bkash.calls, '/payment/refund')).toBe(made + 1);
    expect(await refundMessages(shopper)).toHaveLength(1);
  });

  it('SSLCommerz: asked again under the same refe_id, a refused second refund leaves it to staff, never paid twice', async () => {
    const { shopper, order } = await paidOrder('sslcommerz');
    await shopperCancels(shopper, order);
    await diedAfterCalling(order, ({ refund, attempt }) =>
      g.clients.sslcommerz.refund({ bankTranId: attempt.gatewayTrxId!, amountPoisha: refund.amount, remarks: 'cancelled', refeId: refund.id }));
    await runWorker();
    const refund = await onlyRefund(order);
    expect(refund.state).toBe('failed');
    expect(refund.note).toContain(`refe_id ${refund.id}`);
    expect((await shopperOrder(shopper, order)).payment_status).toBe('paid');
  });
});

describe('a return of a gateway-paid order', () => {
  it('refunds the returned line only, through the gateway, and the order stays paid', async () => {
    const { shopper, order } = await paidOrder('bkash', 2);
    await t.db.update(orders).set({ status: 'delivered', deliveredAt: sql`now()` }).where(eq(orders.id, order.id));
    const line = order.items[0]!;
    const asked = await post('/api/v1/returns', shopper.auth, { order_id: order.id, order_line_id: line.id, reason: 'The size is too small.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<{ return: { id: string } }>().return.id;
    expect((await post(`/api/v1/admin/returns/${returnId}/approve`, support.change)).statusCode).toBe(200);
    expect((await post(`/api/v1/admin/returns/${returnId}/refund`, support.change)).statusCode).toBe(200);
    const requested = await onlyRefund(order);
    expect(requested).toMatchObject({ cause: 'return', return_id: returnId, channel: 'bkash', state: 'requested', amount: line.subtotal });
    expect(line.subtotal).toBeLessThan(order.total);
    await runWorker();
    expect((await onlyRefund(order)).state).toBe('done');
    expect((await shopperOrder(shopper, order)).payment_status).toBe('paid');
    expect((await refundMessages(shopper))[0]!.data).toMatchObject({ refund_amount: Math.round(line.subtotal * 100) });
  });
});

describe('a refund the gateway refuses', () => {
  it('fails with its reason, and staff send it again to done, audited', async () => {
    const { shopper, order } = await paidOrder('sslcommerz');
    await shopperCancels(shopper, order);
    await runWorker({ sslcommerz: refusedSslcommerz(g), bkash: g.clients.bkash });
    const failed = await onlyRefund(order);
    expect(failed.state).toBe('failed');
    expect(failed.note).toMatch(/SSLCommerz.*INVALID_REQUEST/);
    const listed = AdminRefundListSchema.parse((await get('/api/v1/admin/refunds?state=failed&limit=100', support.read)).json());
    expect(listed.refunds.map((r) => r.id)).toContain(failed.id);

    // Support may read refunds but not send money back.
    expect((await post(`/api/v1/admin/refunds/${failed.id}/retry`, support.change)).statusCode).toBe(403);
    const retried = await post(`/api/v1/admin/refunds/${failed.id}/retry`, manager.change);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(AdminRefundAnswerSchema.parse(retried.json()).refund).toMatchObject({ id: failed.id, state: 'requested', note: null, tries: 0 });
    expect((await post(`/api/v1/admin/refunds/${failed.id}/retry`, manager.change)).statusCode).toBe(409);
    const audit = (await get(`/api/v1/admin/audit?entity_type=refund&entity_id=${failed.id}`, (await t.staffMember('owner')).read)).json<AuditList>();
    expect(audit.entries.map((e) => e.action)).toContain('refund.retry');

    await runWorker();
    await runWorker();
    expect(await onlyRefund(order)).toMatchObject({ state: 'done' });
    expect((await shopperOrder(shopper, order)).payment_status).toBe('refunded');
  });
});

describe('hand refunds', () => {
  /** A shopper's order paid by hand (staff marked it paid), then cancelled by staff: its total is owed back. */
  async function handPaidCancelled() {
    const shopper = await signUp(t.app, { name: 'Rahima Khatun' });
    const item = await stockedItem(t.db, 50, (skip += 2));
    await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const order = await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method: 'Nagad' });
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    const moved = await post(`/api/v1/admin/orders/${order.order_number}/status`, manager.change, statusBody('cancelled', { reason: 'The shopper asked by phone.' }));
    expect(moved.statusCode, moved.body).toBe(200);
    return { shopper, order };
  }
  const handRefund = (order: Order, body: object, who = manager) => post(`/api/v1/admin/orders/${order.order_number}/hand-refunds`, who.change, body);

  it('records money sent back by hand, at most what is owed, on the timeline and in the audit log', async () => {
    const { shopper, order } = await handPaidCancelled();
    const over = await handRefund(order, { amount: order.total + 1, reference: 'BK-REF-1' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'conflict' });
    const half = Math.floor(order.total / 2);
    const first = await handRefund(order, { amount: half, reference: 'BK-REF-1', note: 'Sent to 01712345678 by bKash.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(AdminRefundAnswerSchema.parse(first.json()).refund).toMatchObject({ channel: 'hand', state: 'done', amount: half, gateway_refund_id: 'BK-REF-1', attempt_id: null, cause: 'cancelled' });
    expect((await handRefund(order, { amount: order.total - half + 1, reference: 'BK-REF-2' })).statusCode).toBe(409);
    expect((await handRefund(order, { amount: order.total - half, reference: 'BK-REF-2' })).statusCode).toBe(200);
    expect((await handRefund(order, { amount: 1, reference: 'BK-REF-3' })).statusCode).toBe(409);
    expect((await refundsOf(order)).map((r) => r.amount).sort()).toEqual([half, order.total - half].sort());
    expect((await shopperOrder(shopper, order)).refunds.map((r) => r.channel)).toEqual(['hand', 'hand']);
    expect((await orderTimeline(t.db, order.id)).filter((e) => e.kind === 'refund')).toHaveLength(2);
  });

  it('is refused to a role that may not send money back (403), for bad input (400), and for a gateway-paid order (409)', async () => {
    const { order } = await handPaidCancelled();
    expect((await handRefund(order, { amount: 10, reference: 'X-1' }, support)).statusCode).toBe(403);
    expect((await handRefund(order, { amount: -5, reference: 'X-1' })).statusCode).toBe(400);
    expect((await handRefund(order, { amount: 10 })).statusCode).toBe(400);
    expect((await post('/api/v1/admin/orders/NOPE-0000/hand-refunds', manager.change, { amount: 10, reference: 'X-1' })).statusCode).toBe(404);
    const { shopper, order: online } = await paidOrder('bkash');
    await shopperCancels(shopper, online);
    expect((await handRefund(online, { amount: 10, reference: 'X-1' })).statusCode).toBe(409);
  });
});

describe('the refunds list', () => {
  it('answers 400 to an unknown state, 404 to an unknown refund, 401 without a staff session', async () => {
    expect((await get('/api/v1/admin/refunds?state=lost', support.read)).statusCode).toBe(400);
    expect((await post('/api/v1/admin/refunds/not-a-uuid/retry', manager.change)).statusCode).toBe(404);
    expect((await get('/api/v1/admin/refunds', {})).statusCode).toBe(401);
  });
});
