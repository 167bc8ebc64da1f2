import { OnlinePaymentsAnswerSchema, OrderSchema, PaymentOptionsSchema, StartOnlinePaymentAnswerSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/fixtures/orders';
import {
  onlinePayments, orderNow, postBack, startPayment, startPaymentOk, startPaymentShop, unpaidOrder, type PaymentShop,
} from '../../../test/fixtures/online-payments';
import { shopperPresses } from '../../../test/stand-ins/sslcommerz';

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
