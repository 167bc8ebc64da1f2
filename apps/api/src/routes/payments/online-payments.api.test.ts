import { and, eq, like } from 'drizzle-orm';
import { OnlinePaymentsAnswerSchema, OrderSchema, PaymentOptionsSchema, StartOnlinePaymentAnswerSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/fixtures/orders';
import {
  onlinePayments, orderNow, postBack, startPayment, startPaymentOk, startPaymentShop, unpaidOrder, withMode, type PaymentShop,
} from '../../../test/fixtures/online-payments';
import { ipnSignature } from '../../modules/online-payments/gateways/sslcommerz';
import { auditLog, outboxMessages, paymentAttempts, paymentRefunds } from '../../db/schema/index';
import { paymentFieldsOf, shopperPresses } from '../../../test/stand-ins/sslcommerz';

// Paying by card through SSLCommerz's hosted page, end to end against the stand-in (docs/decisions/068).

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop?.close());

describe('the checkout options', () => {
  it('sends cards to SSLCommerz and bKash to its own checkout when both are configured', async () => {
    const res = await shop.t.app.inject({ method: 'GET', url: '/api/v1/payments/options' });
    expect(res.statusCode).toBe(200);
    expect(PaymentOptionsSchema.parse(res.json()).options).toEqual([
      { method: 'Cash On Delivery', way: 'cash' },
      { method: 'Credit Card', way: 'sslcommerz' },
      { method: 'Debit Card', way: 'sslcommerz' },
      { method: 'Bkash', way: 'bkash' },
      { method: 'Nagad', way: 'sslcommerz' },
    ]);
  });
});

describe('a card payment', () => {
  it('is paid through the hosted page: the return is sent to the payment page, the order is paid once with one message', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    const start = StartOnlinePaymentAnswerSchema.parse(await startPaymentOk(shop, shopper, order.id));
    expect(start.gateway).toBe('sslcommerz');
    const form = await shopperPresses(start.redirect_url, 'pay');
    expect(shop.ssl!.ipns.at(-1)?.status).toBe(200);
    const back = await postBack(form);
    expect(back).toEqual({ status: 303, location: `/payments/${order.id}?attempt=${start.attempt_id}` });
    const answer = OnlinePaymentsAnswerSchema.parse(await onlinePayments(shop, shopper, order.id));
    expect(answer.attempts).toMatchObject([{ id: start.attempt_id, state: 'paid', amount: order.total, gateway: 'sslcommerz' }]);
    expect(answer.can_pay).toBe(false);
    const paid = OrderSchema.parse(await orderNow(shop, shopper, order.id));
    expect(paid.payment_status).toBe('paid');
    expect(paid.online_payment).toMatchObject({ gateway: 'sslcommerz', state: 'paid' });
    expect((await startPayment(shop, shopper, order.id)).json()).toMatchObject({ code: 'already_paid' });
    expect(await paidMessages(start.attempt_id)).toBe(1);
  });

  it("is another shopper's order: not found", async () => {
    const owner = await signUp(shop.t.app);
    const stranger = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, owner);
    expect((await startPayment(shop, stranger, order.id)).statusCode).toBe(404);
    const res = await shop.t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}/online-payments`, headers: stranger.auth });
    expect(res.statusCode).toBe(404);
  });
});

const db = () => shop.t.database.db;
const ipnUrl = () => `${shop.origin}/api/v1/payments/sslcommerz/ipn`;

/** The shopper's "payment received" e-mails of one attempt. */
async function paidMessages(attemptId: string): Promise<number> {
  const rows = await db().select().from(outboxMessages).where(and(eq(outboxMessages.dedupeKey, `attempt:${attemptId}:paid`), eq(outboxMessages.channel, 'email')));
  return rows.length;
}

async function attemptRow(id: string) {
  const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row!;
}

async function postIpn(fields: Record<string, string>) {
  const res = await fetch(ipnUrl(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  await res.arrayBuffer();
  return res.status;
}

describe('the return and the IPN', () => {
  it('race for many rounds: each order is paid once, with one message', async () => {
    await withMode(shop.ssl!.ipn, 'never', 'once', async () => {
      for (let round = 0; round < 6; round += 1) {
        const shopper = await signUp(shop.t.app);
        const order = await unpaidOrder(shop, shopper);
        const start = await startPaymentOk(shop, shopper, order.id);
        const form = await shopperPresses(start.redirect_url, 'pay');
        const [back, ipn, again] = await Promise.all([postBack(form), postIpn(form.fields), postBack(form)]);
        expect(back.status).toBe(303);
        expect(again.status).toBe(303);
        expect(ipn).toBe(200);
        expect((await attemptRow(start.attempt_id)).state).toBe('paid');
        expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('paid');
        expect(await paidMessages(start.attempt_id)).toBe(1);
      }
    });
  });

  it('an IPN sent twice changes nothing the second time', async () => {
    await withMode(shop.ssl!.ipn, 'twice', 'once', async () => {
      const shopper = await signUp(shop.t.app);
      const order = await unpaidOrder(shop, shopper);
      const start = await startPaymentOk(shop, shopper, order.id);
      await shopperPresses(start.redirect_url, 'pay');
      expect(shop.ssl!.ipns.slice(-2).map((d) => d.status)).toEqual([200, 200]);
      const row = await attemptRow(start.attempt_id);
      expect(row).toMatchObject({ state: 'paid', amount: Math.round(order.total * 100) });
      expect(row.valId).toBeTruthy();
      expect(row.gatewayTrxId).toBeTruthy();
      expect(await paidMessages(start.attempt_id)).toBe(1);
    });
  });

  it('a forged IPN changes nothing: a bad signature is refused, a good one for an unpaid attempt is not believed', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    const start = await startPaymentOk(shop, shopper, order.id);
    const tranId = (await attemptRow(start.attempt_id)).tranId;
    const claim = { status: 'VALID', tran_id: tranId, val_id: 'FORGED1', amount: order.total.toFixed(2), bank_tran_id: 'FAKE', currency: 'BDT' };
    const keys = Object.keys(claim);
    const bad = paymentFieldsOf(Object.entries({ ...claim, verify_key: keys.join(','), verify_sign: '0'.repeat(32) }));
    expect(await postIpn(bad)).toBe(400);
    const signed = { ...claim, verify_key: keys.join(','), verify_sign: ipnSignature(claim, keys, shop.ssl!.storePassword) };
    expect(await postIpn(signed)).toBe(200);
    const cheap = { ...claim, amount: '1.00' };
    expect(await postIpn({ ...cheap, verify_key: keys.join(','), verify_sign: ipnSignature(cheap, keys, shop.ssl!.storePassword) })).toBe(200);
    expect((await attemptRow(start.attempt_id)).state).toBe('started');
    expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('pending');
    // A return naming a transaction the shop never started goes home.
    expect(await postBack({ action: `${shop.origin}/api/v1/payments/sslcommerz/success`, fields: { tran_id: 'NOPE' } })).toEqual({ status: 303, location: '/' });
  });
});

describe('a payment the gateway does not simply confirm', () => {
  it.each([
    ['invalid', /validation refuses/],
    ['other-amount', /poisha, the order is/],
    ['risky', /risky/],
  ] as const)('validation %s: held for staff, the order being checked', async (mode, note) => {
    await withMode(shop.ssl!.validation, mode, 'valid', async () => {
      const shopper = await signUp(shop.t.app);
      const order = await unpaidOrder(shop, shopper);
      const start = await startPaymentOk(shop, shopper, order.id);
      await postBack(await shopperPresses(start.redirect_url, 'pay'));
      const row = await attemptRow(start.attempt_id);
      expect(row.state).toBe('held');
      expect(row.note).toMatch(note);
      expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('submitted');
      expect(await paidMessages(start.attempt_id)).toBe(0);
      expect((await onlinePayments(shop, shopper, order.id)).can_pay).toBe(false);
    });
  });

  it.each(['fail', 'cancel'] as const)('%s on the hosted page: the attempt says so, the order may be paid again or switched to cash on delivery', async (button) => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    const start = await startPaymentOk(shop, shopper, order.id);
    const back = await postBack(await shopperPresses(start.redirect_url, button));
    expect(back.location).toBe(`/payments/${order.id}?attempt=${start.attempt_id}`);
    const answer = await onlinePayments(shop, shopper, order.id);
    expect(answer.attempts[0]?.state).toBe(button === 'fail' ? 'failed' : 'cancelled');
    expect(answer.can_pay).toBe(true);
    expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('pending');
    const cod = await shop.t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/pay-on-delivery`, headers: shopper.auth });
    expect(cod.statusCode).toBe(200);
    expect(OrderSchema.parse(cod.json<{ order: unknown }>().order)).toMatchObject({ payment_method: 'Cash On Delivery', payment_status: 'pending' });
    expect((await startPayment(shop, shopper, order.id)).json()).toMatchObject({ code: 'proof_not_needed' });
  });

  it('refuses to switch to cash on delivery while an attempt is open', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    await startPaymentOk(shop, shopper, order.id);
    const cod = await shop.t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/pay-on-delivery`, headers: shopper.auth });
    expect(cod.statusCode).toBe(409);
  });
});

describe('an order cancelled while its payment is held', () => {
  it('refuses the held payment and asks for its money back through the same gateway', async () => {
    await withMode(shop.ssl!.validation, 'risky', 'valid', async () => {
      const shopper = await signUp(shop.t.app);
      const order = await unpaidOrder(shop, shopper);
      const start = await startPaymentOk(shop, shopper, order.id);
      await postBack(await shopperPresses(start.redirect_url, 'pay'));
      expect((await attemptRow(start.attempt_id)).state).toBe('held');
      const cancel = await shop.t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/cancel`, headers: shopper.auth, payload: { reason: 'Changed my mind' } });
      expect(cancel.statusCode).toBe(200);
      expect((await attemptRow(start.attempt_id)).state).toBe('refused');
      const refunds = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
      expect(refunds).toMatchObject([{ key: `refused:${start.attempt_id}`, channel: 'sslcommerz', cause: 'cancelled', state: 'requested', amount: Math.round(order.total * 100) }]);
      // Not marked refunded before the money is back.
      expect((await orderNow(shop, shopper, order.id)).payment_status).not.toBe('refunded');
    });
  });
});

describe('a payment that completes after its order was cancelled', () => {
  it('is recorded paid, the order stays cancelled, and a refund is asked for by itself', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    const start = await startPaymentOk(shop, shopper, order.id);
    const cancel = await shop.t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/cancel`, headers: shopper.auth, payload: { reason: 'Changed my mind' } });
    expect(cancel.statusCode).toBe(200);
    await postBack(await shopperPresses(start.redirect_url, 'pay'));
    expect((await attemptRow(start.attempt_id)).state).toBe('paid');
    const after = await orderNow(shop, shopper, order.id);
    expect(after.status).toBe('cancelled');
    const refunds = await db().select().from(paymentRefunds).where(like(paymentRefunds.key, `late:${start.attempt_id}`));
    expect(refunds).toMatchObject([{ cause: 'late_payment', channel: 'sslcommerz', state: 'requested', amount: Math.round(order.total * 100), attemptId: start.attempt_id }]);
    expect(after.refunds).toMatchObject([{ cause: 'late_payment', state: 'requested' }]);
    // Staff are told: an audit row by the shop itself, naming the order.
    const told = await db().select().from(auditLog).where(and(eq(auditLog.action, 'online_payment.late_refund'), eq(auditLog.entityId, after.order_number)));
    expect(told).toMatchObject([{ actorKind: 'system', actorLabel: 'SSLCommerz', entityType: 'order', reason: 'Paid after the order was cancelled: refunded' }]);
  });

  it('a second payment of an order already paid is refused and its money asked back, the first standing', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    const first = await startPaymentOk(shop, shopper, order.id);
    const second = await startPaymentOk(shop, shopper, order.id);
    await postBack(await shopperPresses(first.redirect_url, 'pay'));
    await postBack(await shopperPresses(second.redirect_url, 'pay'));
    expect((await attemptRow(first.attempt_id)).state).toBe('paid');
    expect(await attemptRow(second.attempt_id)).toMatchObject({ state: 'refused', note: expect.stringMatching(/second payment/) });
    expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('paid');
    const refunds = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toMatchObject([{ key: `late:${second.attempt_id}`, cause: 'late_payment', attemptId: second.attempt_id }]);
    expect(await paidMessages(second.attempt_id)).toBe(0);
    // Staff are told of the second payment too: one audit row by the shop itself, the first payment telling nothing.
    const paidOrder = await orderNow(shop, shopper, order.id);
    const told = await db().select().from(auditLog).where(and(eq(auditLog.action, 'online_payment.late_refund'), eq(auditLog.entityId, paidOrder.order_number)));
    expect(told).toMatchObject([{ actorKind: 'system', actorLabel: 'SSLCommerz', entityType: 'order', reason: 'A second payment of a paid order: refunded' }]);
    expect(told[0]?.before).toMatchObject({ attempt: second.attempt_id });
  });
});
