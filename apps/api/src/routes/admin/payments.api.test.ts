import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  AdminProofAnswerSchema, AdminProofListSchema, OrderSchema, PaymentProofListSchema, STAFF_ROLES,
  type AdminProof, type AuditList, type Order,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTimeline } from '../../modules/orders/order-events';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { proofPayload, submitProof } from '../../../test/fixtures/payment-proofs';
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
/** A new shopper's bKash order with a proof submitted (of the whole total unless `overrides` say otherwise). */
async function submitted(overrides: Record<string, unknown> = {}): Promise<{ shopper: Shopper; order: Order; proofId: string; transactionId: string }> {
  const shopper = await signUp(t.app, { name: 'Rahima Khatun' });
  const item = await stockedItem(t.db, 50, (skip += 2));
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  const order = await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method: 'Bkash' });
  const payload = await proofPayload(order, overrides);
  const res = await submitProof(t.app, shopper.auth, order.id, payload);
  expect(res.statusCode, res.body).toBe(201);
  return { shopper, order, proofId: res.json<{ proof: { id: string } }>().proof.id, transactionId: payload.transaction_id as string };
}

async function queue(query = '', headers = support.read) {
  const res = await get(`/api/v1/admin/payment-proofs${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return AdminProofListSchema.parse(res.json());
}
const inQueue = async (proofId: string, query = '?limit=100'): Promise<AdminProof | undefined> => (await queue(query)).proofs.find((p) => p.id === proofId);
const shopperOrder = async (shopper: Shopper, orderId: string) =>
  OrderSchema.parse((await get(`/api/v1/orders/${orderId}`, shopper.auth)).json<{ order: unknown }>().order);

describe('the payment-proof queue', () => {
  it('lists submitted proofs oldest first beside their order, with the amount, sender, transaction ID and a working screenshot address', async () => {
    const first = await submitted();
    const second = await submitted();
    const { proofs, total, page } = await queue('?limit=100');
    expect(page).toBe(1);
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = proofs.map((p) => p.id);
    expect(ids.indexOf(first.proofId)).toBeLessThan(ids.indexOf(second.proofId));
    const shown = proofs.find((p) => p.id === first.proofId)!;
    expect(shown).toMatchObject({
      order_number: first.order.order_number,
      order_total: first.order.total,
      amount: first.order.total,
      amount_mismatch: false,
      payment_method: 'bkash',
      sender_number: '01712345678',
      sender_name: 'Rahima Khatun',
      transaction_id: first.transactionId,
      status: 'submitted',
      reject_reason: null,
      duplicates: [],
      screenshot_url: `/api/v1/admin/payment-proofs/${first.proofId}/screenshot`,
    });
    expect(Date.parse(shown.submitted_at)).not.toBeNaN();
  });

  it('flags a proof whose amount is not the order total', async () => {
    const short = await submitted({ amount: 100 });
    const proof = await inQueue(short.proofId);
    expect(proof).toMatchObject({ amount: 100, order_total: short.order.total, amount_mismatch: true });
  });

  it('warns when the same transaction ID was given for another order, naming that order', async () => {
    const earlier = await submitted();
    expect((await post(`/api/v1/admin/payment-proofs/${earlier.proofId}/reject`, support.change, { reason: 'No such payment reached us.' })).statusCode).toBe(200);
    // The shop takes the ID again once the first proof is refused; staff still see that it was used before.
    const again = await submitted({ transaction_id: earlier.transactionId.toLowerCase() });
    const proof = await inQueue(again.proofId);
    expect(proof?.duplicates).toEqual([{ proof_id: earlier.proofId, order_number: earlier.order.order_number, status: 'rejected', payment_method: 'bkash' }]);
    const fresh = await submitted();
    expect((await inQueue(fresh.proofId))?.duplicates).toEqual([]);
  });

  it('finds proofs by order number, transaction ID or sender, shows other statuses, and pages', async () => {
    const one = await submitted({ sender_name: 'Kulsum Begum' });
    expect((await queue(`?q=${one.order.order_number.slice(-8)}`)).proofs.map((p) => p.id)).toEqual([one.proofId]);
    expect((await queue(`?q=${one.transactionId.toLowerCase()}`)).proofs.map((p) => p.id)).toEqual([one.proofId]);
    expect((await queue('?q=kulsum')).proofs.map((p) => p.id)).toEqual([one.proofId]);
    // A LIKE wildcard is taken as a character, not "anything".
    expect((await queue('?q=%25')).proofs).toEqual([]);
    const pageOne = await queue('?limit=1');
    const pageTwo = await queue('?limit=1&page=2');
    expect(pageOne.proofs).toHaveLength(1);
    expect(pageTwo.proofs[0]?.id).not.toBe(pageOne.proofs[0]?.id);
    expect(pageTwo.total).toBe(pageOne.total);
    expect((await queue('?status=rejected')).proofs.every((p) => p.status === 'rejected')).toBe(true);
    const bad = await get('/api/v1/admin/payment-proofs?status=lost&limit=0', support.read);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields)).toEqual(expect.arrayContaining(['status', 'limit']));
  });

  it('answers owners, managers and support alike, and no shopper', async () => {
    const { shopper } = await submitted();
    for (const role of STAFF_ROLES) {
      const member = await t.staffMember(role);
      expect((await get('/api/v1/admin/payment-proofs', member.read)).statusCode, role).toBe(200);
    }
    expect((await get('/api/v1/admin/payment-proofs', shopper.auth)).statusCode).toBe(401);
    expect((await get('/api/v1/admin/payment-proofs', {})).statusCode).toBe(401);
  });
});

describe('a proof\'s screenshot for staff', () => {
  it('is the stored image, inert and never kept; a shopper\'s token or no session opens nothing', async () => {
    const { shopper, proofId } = await submitted();
    const res = await get(`/api/v1/admin/payment-proofs/${proofId}/screenshot`, support.read);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 360, height: 640 });
    expect((await get(`/api/v1/admin/payment-proofs/${proofId}/screenshot`, shopper.auth)).statusCode).toBe(401);
    expect((await get(`/api/v1/admin/payment-proofs/${proofId}/screenshot`, {})).statusCode).toBe(401);
    expect((await get(`/api/v1/admin/payment-proofs/${randomUUID()}/screenshot`, support.read)).statusCode).toBe(404);
    expect((await get('/api/v1/admin/payment-proofs/not-an-id/screenshot', support.read)).statusCode).toBe(404);
  });
});

describe('deciding a proof', () => {
  it('approves it: the shopper\'s order is paid, the order\'s timeline and the audit log name who did it', async () => {
    const { shopper, order, proofId } = await submitted();
    const res = await post(`/api/v1/admin/payment-proofs/${proofId}/approve`, support.change);
    expect(res.statusCode, res.body).toBe(200);
    const { proof } = AdminProofAnswerSchema.parse(res.json());
    expect(proof).toMatchObject({ id: proofId, status: 'paid', order_payment_status: 'paid', reject_reason: null });
    expect(proof.decided_at).not.toBeNull();
    expect(await shopperOrder(shopper, order.id)).toMatchObject({ payment_status: 'paid', payment_reject_reason: null });

    const events = await orderTimeline(t.db, order.id);
    expect(events.map((e) => [e.kind, e.actorKind, e.fromValue, e.toValue])).toEqual(
      expect.arrayContaining([
        ['proof', 'shopper', 'pending', 'submitted'],
        ['payment', 'staff', 'submitted', 'paid'],
      ]),
    );
    expect(events.find((e) => e.kind === 'payment')?.actorLabel).toBe(support.email);

    const owner = await t.staffMember('owner');
    const audit = (await get(`/api/v1/admin/audit?entity_type=order&entity_id=${order.order_number}`, owner.read)).json<AuditList>();
    expect(audit.entries[0]).toMatchObject({ action: 'payment.approve', actor: support.email, staff_id: support.id });

    // A second decision, here or in another tab, is refused and changes nothing.
    expect((await post(`/api/v1/admin/payment-proofs/${proofId}/approve`, support.change)).statusCode).toBe(409);
    const twice = await post(`/api/v1/admin/payment-proofs/${proofId}/reject`, support.change, { reason: 'Changed my mind.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('conflict');
    expect((await shopperOrder(shopper, order.id)).payment_status).toBe('paid');
  });

  it('rejects it with a reason the shopper then reads on the proof and the order', async () => {
    const { shopper, order, proofId } = await submitted();
    const missing = await post(`/api/v1/admin/payment-proofs/${proofId}/reject`, support.change, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('reason');
    const short = await post(`/api/v1/admin/payment-proofs/${proofId}/reject`, support.change, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('reason');

    const reason = 'The amount on the screenshot is ৳100 less than the order.';
    const res = await post(`/api/v1/admin/payment-proofs/${proofId}/reject`, support.change, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProofAnswerSchema.parse(res.json()).proof).toMatchObject({ status: 'rejected', reject_reason: reason, order_payment_status: 'rejected' });

    const proofs = PaymentProofListSchema.parse((await get(`/api/v1/orders/${order.id}/payment-proofs`, shopper.auth)).json()).proofs;
    expect(proofs[0]).toMatchObject({ id: proofId, status: 'rejected', reject_reason: reason });
    expect(await shopperOrder(shopper, order.id)).toMatchObject({ payment_status: 'rejected', payment_reject_reason: reason });
    const listed = OrderSchema.array().parse((await get('/api/v1/orders', shopper.auth)).json<{ orders: unknown[] }>().orders);
    expect(listed.find((o) => o.id === order.id)?.payment_reject_reason).toBe(reason);

    const event = (await orderTimeline(t.db, order.id)).find((e) => e.kind === 'payment');
    expect(event).toMatchObject({ fromValue: 'submitted', toValue: 'rejected', reason, actorLabel: support.email });

    // Paying again with a new proof: the order waits for staff once more and no old reason is shown.
    const again = await submitProof(t.app, shopper.auth, order.id, await proofPayload(order));
    expect(again.statusCode).toBe(201);
    expect(await shopperOrder(shopper, order.id)).toMatchObject({ payment_status: 'submitted', payment_reject_reason: null });
  });

  it('lets each role decide', async () => {
    for (const role of STAFF_ROLES) {
      const member = await t.staffMember(role);
      const { proofId } = await submitted();
      expect((await post(`/api/v1/admin/payment-proofs/${proofId}/approve`, member.change)).statusCode, role).toBe(200);
    }
  });

  it('refuses a change without the CSRF token (403), a shopper (401), and an unknown proof (404)', async () => {
    const { shopper, order, proofId } = await submitted();
    expect((await post(`/api/v1/admin/payment-proofs/${proofId}/approve`, support.read)).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/payment-proofs/${proofId}/reject`, support.read, { reason: 'Not received.' })).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/payment-proofs/${proofId}/approve`, shopper.auth)).statusCode).toBe(401);
    expect((await post(`/api/v1/admin/payment-proofs/${randomUUID()}/approve`, support.change)).statusCode).toBe(404);
    expect((await post('/api/v1/admin/payment-proofs/BZ-1/reject', support.change, { reason: 'Not received.' })).statusCode).toBe(404);
    expect((await get(`/api/v1/admin/payment-proofs/${randomUUID()}`, support.read)).statusCode).toBe(404);
    // Nothing was decided by the refused calls.
    expect((await shopperOrder(shopper, order.id)).payment_status).toBe('submitted');
    expect((await get(`/api/v1/admin/payment-proofs/${proofId}`, support.read)).json<{ proof: AdminProof }>().proof.status).toBe('submitted');
  });
});
