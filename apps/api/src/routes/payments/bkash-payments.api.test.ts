import { eq } from 'drizzle-orm';
import { PaymentOptionsSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../db/schema/index';
import { signUp } from '../../../test/fixtures/orders';
import {
  followCallback, onlinePayments, orderNow, startPayment, startPaymentOk, startPaymentShop, unpaidOrder, withMode, type PaymentShop,
} from '../../../test/fixtures/online-payments';
import { shopperApproves } from '../../../test/stand-ins/bkash';

// bKash Tokenized Checkout against its stand-in, with SSLCommerz off (docs/decisions/068).

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop({ ssl: false, readMs: 600 });
});
afterAll(() => shop?.close());

async function attemptRow(id: string) {
  const [row] = await shop.t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row!;
}

describe('the checkout options without SSLCommerz', () => {
  it('offers no cards, sends Bkash to bKash and Nagad to a payment proof', async () => {
    const res = await shop.t.app.inject({ method: 'GET', url: '/api/v1/payments/options' });
    expect(PaymentOptionsSchema.parse(res.json()).options).toEqual([
      { method: 'Cash On Delivery', way: 'cash' },
      { method: 'Bkash', way: 'bkash' },
      { method: 'Nagad', way: 'proof' },
    ]);
  });

  it('refuses to start a card or Nagad payment: no gateway takes it', async () => {
    const shopper = await signUp(shop.t.app);
    for (const method of ['Credit Card', 'Nagad']) {
      const order = await unpaidOrder(shop, shopper, method);
      const res = await startPayment(shop, shopper, order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'payment_unavailable' });
    }
    const cash = await unpaidOrder(shop, shopper, 'Cash On Delivery');
    expect((await startPayment(shop, shopper, cash.id)).json()).toMatchObject({ code: 'proof_not_needed' });
  });
});

describe('a bKash payment', () => {
  it('approved: executed, the order paid; two payments are made with one token', async () => {
    const shopper = await signUp(shop.t.app);
    for (let i = 0; i < 2; i += 1) {
      const order = await unpaidOrder(shop, shopper, 'Bkash');
      const start = await startPaymentOk(shop, shopper, order.id);
      expect(start.gateway).toBe('bkash');
      const callback = await shopperApproves(start.redirect_url, 'success');
      expect(callback.origin).toBe(shop.origin);
      expect(await followCallback(callback)).toEqual({ status: 303, location: `/payments/${order.id}?attempt=${start.attempt_id}` });
      const row = await attemptRow(start.attempt_id);
      expect(row).toMatchObject({ state: 'paid', gateway: 'bkash' });
      expect(row.gatewayTrxId).toMatch(/^[0-9A-F]{10}$/);
      expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('paid');
      // The callback again (a reload) changes nothing and executes nothing.
      const executes = shop.bkash!.calls['/execute'];
      await followCallback(callback);
      expect(shop.bkash!.calls['/execute']).toBe(executes);
    }
    expect(shop.bkash!.calls['/token/grant']).toBe(1);
  });

  it.each([
    ['cancel', 'cancelled'],
    ['failure', 'failed'],
  ] as const)('%s on bKash: the attempt is %s, the order still unpaid and payable', async (choice, state) => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper, 'Bkash');
    const start = await startPaymentOk(shop, shopper, order.id);
    await followCallback(await shopperApproves(start.redirect_url, choice));
    expect((await attemptRow(start.attempt_id)).state).toBe(state);
    const answer = await onlinePayments(shop, shopper, order.id);
    expect(answer).toMatchObject({ way: 'bkash', can_pay: true });
    expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('pending');
  });

  it("settles by bKash's status query when execute's answer is lost", async () => {
    await withMode(shop.bkash!.executeDelay, 2_000, 0, async () => {
      const shopper = await signUp(shop.t.app);
      const order = await unpaidOrder(shop, shopper, 'Bkash');
      const start = await startPaymentOk(shop, shopper, order.id);
      await followCallback(await shopperApproves(start.redirect_url, 'success'));
      expect((await attemptRow(start.attempt_id)).state).toBe('paid');
      expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('paid');
    });
  });

  it('bKash away: 503 gateway_unavailable and nothing written', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper, 'Bkash');
    await withMode(shop.bkash!.stall, true, false, async () => {
      const res = await startPayment(shop, shopper, order.id);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'gateway_unavailable' });
    });
    expect((await onlinePayments(shop, shopper, order.id)).attempts).toEqual([]);
  });
});
