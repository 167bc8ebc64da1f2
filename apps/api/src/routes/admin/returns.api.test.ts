import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AdminReturnAnswerSchema, AdminReturnListSchema, ReturnListSchema, STAFF_ROLES, type AuditList, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { orderTimeline } from '../../modules/orders/order-events';
import { CHECKOUT, fillCart, placeOrderOk, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';
import { staffTestbed } from '../../../test/fixtures/staff';

let t: Awaited<ReturnType<typeof staffTestbed>>;
let support: Awaited<ReturnType<Awaited<ReturnType<typeof staffTestbed>>['staffMember']>>;
beforeAll(async () => {
  t = await staffTestbed();
  support = await t.staffMember('support', 'Shirin Support');
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });

let skip = 0;
/** A new shopper's delivered order of two of one item, and their return request for it. */
async function requested(reason = 'The size is too small.') {
  const shopper = await signUp(t.app, { name: 'Sadia Islam' });
  const item = await stockedItem(t.db, 50, (skip += 2));
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 2 }]);
  const order = await placeOrderOk(t.app, shopper, CHECKOUT);
  await t.db.update(orders).set({ status: 'delivered', deliveredAt: sql`now()` }).where(eq(orders.id, order.id));
  const res = await post('/api/v1/returns', shopper.auth, { order_id: order.id, order_line_id: order.items[0]!.id, reason });
  expect(res.statusCode, res.body).toBe(201);
  return { shopper, order, item, returnId: res.json<{ return: { id: string } }>().return.id };
}

async function queue(query = '') {
  const res = await get(`/api/v1/admin/returns${query}`, support.read);
  expect(res.statusCode, res.body).toBe(200);
  return AdminReturnListSchema.parse(res.json());
}
const shopperReturns = async (shopper: Shopper) => ReturnListSchema.parse((await get('/api/v1/returns', shopper.auth)).json()).returns;
const timeline = async (order: Order) => (await orderTimeline(t.db, order.id)).filter((e) => e.kind === 'return');

describe('the returns queue', () => {
  it('lists requested returns oldest first with the item, its order, the shopper and their reason', async () => {
    const first = await requested();
    const second = await requested('Colour is not as shown.');
    const { returns, total } = await queue('?limit=100');
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = returns.map((r) => r.id);
    expect(ids.indexOf(first.returnId)).toBeLessThan(ids.indexOf(second.returnId));
    expect(returns.find((r) => r.id === second.returnId)).toMatchObject({
      order_number: second.order.order_number,
      customer_name: 'Sadia Islam',
      product_name: second.order.items[0]!.name,
      size: second.item.size,
      quantity: 2,
      price: second.order.items[0]!.price,
      refund_amount: second.order.items[0]!.subtotal,
      reason: 'Colour is not as shown.',
      status: 'requested',
      decision_reason: null,
    });
    const bad = await get('/api/v1/admin/returns?status=lost', support.read);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
  });

  it('answers owners, managers and support alike, and no shopper', async () => {
    const { shopper } = await requested();
    for (const role of STAFF_ROLES) {
      const member = await t.staffMember(role);
      expect((await get('/api/v1/admin/returns', member.read)).statusCode, role).toBe(200);
    }
    expect((await get('/api/v1/admin/returns', shopper.auth)).statusCode).toBe(401);
  });
});

describe('deciding a return', () => {
  it('approves, then refunds: money owed back and stock restored, each step on the order\'s timeline and in the audit log', async () => {
    const { shopper, order, item, returnId } = await requested();
    const approved = await post(`/api/v1/admin/returns/${returnId}/approve`, support.change);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(AdminReturnAnswerSchema.parse(approved.json()).return).toMatchObject({ id: returnId, status: 'approved' });
    expect((await queue('?status=approved&limit=100')).returns.some((r) => r.id === returnId)).toBe(true);

    const stock = await stockOf(t.db, item.productId, item.size);
    const refunded = await post(`/api/v1/admin/returns/${returnId}/refund`, support.change);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().return.status).toBe('refunded');
    expect(await stockOf(t.db, item.productId, item.size)).toBe(stock + 2);
    const seen = (await get(`/api/v1/orders/${order.id}`, shopper.auth)).json<{ order: Order }>().order;
    expect(seen.refund_amount).toBe(order.items[0]!.subtotal);
    expect((await shopperReturns(shopper))[0]?.status).toBe('refunded');

    expect((await timeline(order)).map((e) => [e.fromValue, e.toValue, e.actorLabel])).toEqual([
      ['requested', 'approved', support.email],
      ['approved', 'refunded', support.email],
    ]);
    const owner = await t.staffMember('owner');
    const audit = (await get(`/api/v1/admin/audit?entity_type=return&entity_id=${returnId}`, owner.read)).json<AuditList>();
    expect(audit.entries.map((e) => e.action)).toEqual(['return.refund', 'return.approve']);

    // Deciding again is refused.
    const again = await post(`/api/v1/admin/returns/${returnId}/refund`, support.change);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
  });

  it('rejects only with a reason, which the shopper then reads with their return', async () => {
    const { shopper, order, returnId } = await requested();
    const missing = await post(`/api/v1/admin/returns/${returnId}/reject`, support.change, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('reason');
    const reason = 'The item was worn: the tags are missing.';
    const res = await post(`/api/v1/admin/returns/${returnId}/reject`, support.change, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().return).toMatchObject({ status: 'rejected', decision_reason: reason });
    expect((await shopperReturns(shopper))[0]).toMatchObject({ id: returnId, status: 'rejected', decision_reason: reason });
    expect(await timeline(order)).toEqual([expect.objectContaining({ fromValue: 'requested', toValue: 'rejected', reason })]);
    expect((await post(`/api/v1/admin/returns/${returnId}/approve`, support.change)).statusCode).toBe(409);
    expect((await post(`/api/v1/admin/returns/${returnId}/refund`, support.change)).statusCode).toBe(409);
  });

  it('lets each role decide', async () => {
    for (const role of STAFF_ROLES) {
      const member = await t.staffMember(role);
      const { returnId } = await requested();
      expect((await post(`/api/v1/admin/returns/${returnId}/approve`, member.change)).statusCode, role).toBe(200);
    }
  });

  it('refuses a change without the CSRF token (403), a shopper (401), and an unknown return (404)', async () => {
    const { shopper, returnId } = await requested();
    expect((await post(`/api/v1/admin/returns/${returnId}/approve`, support.read)).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/returns/${returnId}/reject`, support.read, { reason: 'Worn.' })).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/returns/${returnId}/approve`, shopper.auth)).statusCode).toBe(401);
    expect((await post(`/api/v1/admin/returns/${randomUUID()}/approve`, support.change)).statusCode).toBe(404);
    expect((await post('/api/v1/admin/returns/nope/refund', support.change)).statusCode).toBe(404);
    expect((await shopperReturns(shopper))[0]?.status).toBe('requested');
  });
});
