import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../db/schema/index';
import { signUp } from '../../../test/fixtures/orders';
import { orderNow, startPayment, startPaymentOk, startPaymentShop, unpaidOrder, withMode, type PaymentShop } from '../../../test/fixtures/online-payments';
import { shopperApproves } from '../../../test/stand-ins/bkash';
import { shopperPresses } from '../../../test/stand-ins/sslcommerz';

// Nothing stays in between (docs/decisions/068): the reconciliation asks the gateways about attempts left open,
// and the limits on starting payments.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop({ payments: { limits: { attemptsPerOrder: 2, attemptsPerAccountPerHour: 4 } } });
});
afterAll(() => shop?.close());

async function attemptRow(id: string) {
  const [row] = await shop.t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row!;
}
const MINUTE = 60_000;

describe('the reconciliation', () => {
  it('settles a card payment whose IPN never came and whose shopper never returned, and gives up on one never paid', async () => {
    await withMode(shop.ssl!.ipn, 'never', 'once', async () => {
      const shopper = await signUp(shop.t.app);
      const paidOrder = await unpaidOrder(shop, shopper);
      const paid = await startPaymentOk(shop, shopper, paidOrder.id);
      await shopperPresses(paid.redirect_url, 'pay');
      const idleOrder = await unpaidOrder(shop, shopper);
      const idle = await startPaymentOk(shop, shopper, idleOrder.id);
      // Too early: the return and the IPN still have their chance.
      await shop.t.app.reconciliation.runNow();
      expect((await attemptRow(paid.attempt_id)).state).toBe('started');
      shop.advance(6 * MINUTE);
      await shop.t.app.reconciliation.runNow();
      expect(await attemptRow(paid.attempt_id)).toMatchObject({ state: 'paid', checks: 1 });
      expect((await orderNow(shop, shopper, paidOrder.id)).payment_status).toBe('paid');
      expect(await attemptRow(idle.attempt_id)).toMatchObject({ state: 'started', checks: 1 });
      // Asked again only after its lease, and given up after an hour without a payment.
      await shop.t.app.reconciliation.runNow();
      expect((await attemptRow(idle.attempt_id)).checks).toBe(1);
      shop.advance(60 * MINUTE);
      await shop.t.app.reconciliation.runNow();
      expect(await attemptRow(idle.attempt_id)).toMatchObject({ state: 'failed', checks: 2 });
      expect((await orderNow(shop, shopper, idleOrder.id)).payment_status).toBe('pending');
    });
  });

  it('executes a bKash payment the shopper approved whose callback never reached the shop', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper, 'Bkash');
    const start = await startPaymentOk(shop, shopper, order.id);
    await shopperApproves(start.redirect_url, 'success');
    shop.advance(6 * MINUTE);
    await shop.t.app.reconciliation.runNow();
    expect((await attemptRow(start.attempt_id)).state).toBe('paid');
    expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('paid');
  });
});

describe('a payment given up that the gateway later calls paid', () => {
  it("is paid by the gateway's signed IPN, once", async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    const start = await startPaymentOk(shop, shopper, order.id);
    shop.advance(61 * MINUTE);
    await shop.t.app.reconciliation.runNow();
    expect((await attemptRow(start.attempt_id)).state).toBe('failed');
    await shopperPresses(start.redirect_url, 'pay');
    expect(shop.ssl!.ipns.at(-1)?.status).toBe(200);
    expect((await attemptRow(start.attempt_id)).state).toBe('paid');
    expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('paid');
  });
});

describe('the limits on starting a payment', () => {
  it('refuses a third attempt of one order and a fifth of one account in an hour with 429', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    await startPaymentOk(shop, shopper, order.id);
    await startPaymentOk(shop, shopper, order.id);
    const third = await startPayment(shop, shopper, order.id);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
    const other = await unpaidOrder(shop, shopper);
    await startPaymentOk(shop, shopper, other.id);
    await startPaymentOk(shop, shopper, other.id);
    const fifth = await startPayment(shop, shopper, (await unpaidOrder(shop, shopper)).id);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBeDefined();
  });
});
