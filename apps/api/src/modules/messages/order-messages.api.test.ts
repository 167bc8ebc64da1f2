import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages, users } from '../../db/schema/index';
import { expireUnpaidOrders } from '../../workflows/expire-unpaid-orders';
import { CHECKOUT, SHIPMENT, fillCart, placeOrderOk, postOrder, signUp as signUpAccount, statusBody, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { proofPayload, submitProof } from '../../../test/fixtures/payment-proofs';
import { staffTestbed } from '../../../test/fixtures/staff';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { TEST_PASSWORD } from '../../../test/users';

// Every change that tells the shopper something writes its message in its own transaction, once per change; the
// worker's timer is off and each test sends what is due with app.outbox.deliverDue() to a real SMTP server.
let mailbox: Mailbox;
let t: Awaited<ReturnType<typeof staffTestbed>>;
let manager: Awaited<ReturnType<Awaited<ReturnType<typeof staffTestbed>>['staffMember']>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await staffTestbed({
    publicUrl: 'https://bazar.test',
    messages: { channels: { email: { url: mailbox.url, from: 'Bazar <orders@bazar.test>' } } },
    limits: { unpaidOrders: 100, ordersPerHour: 1000 },
  });
  manager = await t.staffMember('manager', 'Mahmud Manager');
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const post = (url: string, headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
const move = (order: Order, status: string, reason?: string) => post(`/api/v1/admin/orders/${order.order_number}/status`, manager.change, statusBody(status, reason ? { reason } : {}));

/**
 * A new shopper without the e-mail of sign-up (the address's verification, decision 047, tested in
 * routes/auth/password-reset.api.test.ts): these tests count the other messages of an account.
 */
async function signUp(...args: Parameters<typeof signUpAccount>) {
  const shopper = await signUpAccount(...args);
  await t.db.delete(outboxMessages).where(eq(outboxMessages.userId, shopper.user.id));
  return shopper;
}

/** The outbox rows of an account, as (kind, channel, dedupe key). */
async function messagesOf(userId: string) {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId));
  return rows.map((r) => `${r.kind} ${r.channel}`).sort();
}

let skip = 0;
async function ordered(method = 'Cash On Delivery', shopper?: Shopper) {
  const who = shopper ?? (await signUp(t.app, { name: 'Sadia Islam' }));
  const item = await stockedItem(t.db, 50, (skip += 2));
  await fillCart(t.db, who.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  const order = await placeOrderOk(t.app, who, { ...CHECKOUT, payment_method: method });
  return { shopper: who, order };
}

describe('messages written with the change that causes them', () => {
  it('writes the order-placed message once, not again for a replayed order, and sends it with the order and total', async () => {
    const shopper = await signUp(t.app, { name: 'Sadia Islam' });
    const item = await stockedItem(t.db, 50, (skip += 2));
    await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const key = randomUUID();
    const first = await postOrder(t.app, shopper, CHECKOUT, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const replay = await postOrder(t.app, shopper, CHECKOUT, { 'idempotency-key': key });
    expect(replay.json<{ order: Order }>().order.id).toBe(first.json<{ order: Order }>().order.id);
    expect(await messagesOf(shopper.user.id)).toEqual(['order_placed email', 'order_placed sms']);
    const order = first.json<{ order: Order }>().order;
    await t.app.outbox.deliverDue();
    const [mail] = mailbox.find(shopper.email);
    expect(mail!.subject).toBe(`We have your order ${order.order_number}`);
    expect(mail!.text).toContain(`We received your order ${order.order_number} of ৳${order.total.toLocaleString('en-IN')}.`);
    expect(mail!.links).toEqual([`https://bazar.test/manageaccount/order/${order.id}`]);
  });

  it('writes one message per status the shopper hears about; a repeated or refused move adds none', async () => {
    const { shopper, order } = await ordered();
    for (const status of ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered', 'completed']) {
      expect((await move(order, status)).statusCode).toBe(200);
    }
    expect((await move(order, 'delivered')).statusCode).toBe(409);
    const kinds = ['order_placed', 'order_confirmed', 'order_shipped', 'order_out_for_delivery', 'order_delivered'];
    expect(await messagesOf(shopper.user.id)).toEqual(kinds.flatMap((k) => [`${k} email`, `${k} sms`]).sort());
    await t.app.outbox.deliverDue();
    expect(mailbox.find(shopper.email).map((m) => m.subject)).toEqual([
      `We have your order ${order.order_number}`,
      `Your order ${order.order_number} is confirmed`,
      `Your order ${order.order_number} is on its way`,
      `Your order ${order.order_number} is out for delivery`,
      `Your order ${order.order_number} was delivered`,
    ]);
    // The shipped message names the courier and the tracking number staff gave.
    const [shipped] = mailbox.find(shopper.email, /is on its way/);
    expect(shipped!.text).toContain(`handed to Pathao`);
    expect(shipped!.text).toContain(`Tracking number: ${SHIPMENT.tracking_number}`);
  });

  it('tells a cancellation with its reason and refund once; the reason is text in the HTML, never markup', async () => {
    const { shopper, order } = await ordered('Bkash');
    expect((await submitProof(t.app, shopper.auth, order.id, await proofPayload(order))).statusCode).toBe(201);
    const reason = 'Ordered the wrong size <b>by mistake</b> & will reorder';
    expect((await post(`/api/v1/orders/${order.id}/cancel`, shopper.auth, { reason })).statusCode).toBe(200);
    expect((await post(`/api/v1/orders/${order.id}/cancel`, shopper.auth, { reason })).statusCode).toBe(409);
    expect((await messagesOf(shopper.user.id)).filter((m) => m.startsWith('order_cancelled'))).toEqual(['order_cancelled email', 'order_cancelled sms']);
    await t.app.outbox.deliverDue();
    const [mail] = mailbox.find(shopper.email, /was cancelled/);
    expect(mail!.text).toContain(`Reason: ${reason}`);
    expect(mail!.text).toContain(`We will refund ৳${order.total.toLocaleString('en-IN')} to you.`);
    expect(mail!.html).toContain('Reason: Ordered the wrong size &lt;b&gt;by mistake&lt;/b&gt; &amp; will reorder');
    expect(mail!.html).not.toContain('<b>by mistake</b>');
  });

  it('tells the unpaid-order sweep\'s cancellation too', async () => {
    const { shopper, order } = await ordered('Nagad');
    await t.db.update(orders).set({ updatedAt: new Date(Date.now() - 30 * 3_600_000) }).where(eq(orders.id, order.id));
    expect(await expireUnpaidOrders(t.db, { now: new Date(), hours: 24 })).toBeGreaterThanOrEqual(1);
    await t.app.outbox.deliverDue();
    const [mail] = mailbox.find(shopper.email, /was cancelled/);
    expect(mail!.text).toContain('Reason: Cancelled automatically: no payment arrived within 24 hours');
    expect(mail!.text).not.toContain('refund');
  });

  it('tells a rejected payment proof with staff\'s reason, and the next proof\'s approval, once each', async () => {
    const { shopper, order } = await ordered('Bkash');
    const proof = async () => (await submitProof(t.app, shopper.auth, order.id, await proofPayload(order))).json<{ proof: { id: string } }>().proof.id;
    const first = await proof();
    expect((await post(`/api/v1/admin/payment-proofs/${first}/reject`, manager.change, { reason: 'The transaction ID is not in our bKash statement.' })).statusCode).toBe(200);
    expect((await post(`/api/v1/admin/payment-proofs/${first}/reject`, manager.change, { reason: 'Again.' })).statusCode).toBe(409);
    const second = await proof();
    expect((await post(`/api/v1/admin/payment-proofs/${second}/approve`, manager.change)).statusCode).toBe(200);
    expect((await messagesOf(shopper.user.id)).filter((m) => m.startsWith('proof_'))).toEqual(['proof_approved email', 'proof_approved sms', 'proof_rejected email', 'proof_rejected sms']);
    await t.app.outbox.deliverDue();
    const rejected = mailbox.find(shopper.email, /could not accept/)[0]!;
    expect(rejected.text).toContain('Reason: The transaction ID is not in our bKash statement.');
    expect(mailbox.find(shopper.email, /Payment received/)).toHaveLength(1);
  });

  it('tells a return\'s approval and its refund with the amount, once each', async () => {
    const { shopper, order } = await ordered();
    await t.db.update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.id, order.id));
    const res = await post('/api/v1/returns', shopper.auth, { order_id: order.id, order_line_id: order.items[0]!.id, reason: 'The size is too small.' });
    const returnId = res.json<{ return: { id: string } }>().return.id;
    expect((await post(`/api/v1/admin/returns/${returnId}/approve`, manager.change)).statusCode).toBe(200);
    expect((await post(`/api/v1/admin/returns/${returnId}/approve`, manager.change)).statusCode).toBe(409);
    expect((await post(`/api/v1/admin/returns/${returnId}/refund`, manager.change)).statusCode).toBe(200);
    const returns = await t.db.select().from(outboxMessages).where(and(eq(outboxMessages.userId, shopper.user.id), eq(outboxMessages.kind, 'return_decided'), eq(outboxMessages.channel, 'email')));
    expect(returns.map((r) => r.data.decision).sort()).toEqual(['approved', 'refunded']);
    await t.app.outbox.deliverDue();
    expect(mailbox.find(shopper.email, /return/).map((m) => m.subject).sort()).toEqual([
      `Your return for order ${order.order_number} was approved`,
      `Your return for order ${order.order_number} was refunded`,
    ]);
    expect(mailbox.find(shopper.email, /was refunded/)[0]!.text).toContain(`Refund: ৳${order.items[0]!.subtotal.toLocaleString('en-IN')}`);
  });
});

describe('the account\'s language', () => {
  it('is the shop\'s language at sign-up, and follows a signed-in shopper\'s switch', async () => {
    const email = `bn-${randomUUID()}@example.com`;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { name: 'রহিমা খাতুন', email, password: TEST_PASSWORD }, cookies: { lang: 'bn' }, remoteAddress: '10.251.0.1' });
    expect(res.statusCode).toBe(201);
    const session = res.json<{ token: string; user: { id: string } }>();
    const shopper = { ...session, email, password: TEST_PASSWORD, auth: { authorization: `Bearer ${session.token}` } } as unknown as Shopper;
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, session.user.id));
    expect(row!.language).toBe('bn');

    const { order } = await ordered('Cash On Delivery', shopper);
    await t.app.outbox.deliverDue();
    // The sign-up's verification e-mail (decision 047) came in Bengali too.
    expect(mailbox.find(email).map((m) => m.subject)).toContain('আপনার ই-মেইল ঠিকানা নিশ্চিত করুন');
    const [bengali] = mailbox.find(email, /অর্ডার/);
    expect(bengali!.subject).toBe(`আপনার অর্ডার ${order.order_number} আমরা পেয়েছি`);
    expect(bengali!.text).toContain('প্রিয় রহিমা খাতুন,');
    const taka = `৳${order.total.toLocaleString('en-IN').replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!)}`;
    expect(bengali!.text).toContain(`${taka} মূল্যের আপনার অর্ডার ${order.order_number} আমরা পেয়েছি।`);
    expect(bengali!.html).toContain('আপনার অর্ডার দেখুন');

    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/profile/language', headers: shopper.auth, payload });
    expect((await put({ language: 'fr' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/profile/language', payload: { language: 'en' } })).statusCode).toBe(401);
    expect((await put({ language: 'en' })).json()).toEqual({ language: 'en' });
    expect((await move(order, 'confirmed')).statusCode).toBe(200);
    await t.app.outbox.deliverDue();
    expect(mailbox.find(email).at(-1)!.subject).toBe(`Your order ${order.order_number} is confirmed`);
  });
});
