import { eq } from 'drizzle-orm';
import { AdminAttemptAnswerSchema, AdminAttemptListSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentAttempts, paymentRefunds } from '../../db/schema/index';
import { signUp } from '../../../test/fixtures/orders';
import {
  orderNow, paymentStaff, postBack, startPaymentOk, startPaymentShop, unpaidOrder, withMode, type PaymentShop,
} from '../../../test/fixtures/online-payments';
import { shopperPresses } from '../../../test/stand-ins/sslcommerz';
import { decidePayment } from '../../workflows/decide-payment';

// Staff and the gateways' attempts (docs/decisions/068): the list, 'check with the gateway', accept and refuse.

let shop: PaymentShop;
let staff: Awaited<ReturnType<typeof paymentStaff>>;
beforeAll(async () => {
  shop = await startPaymentShop({ bkash: false });
  staff = await paymentStaff(shop);
});
afterAll(() => shop?.close());

const db = () => shop.t.database.db;
const post = (url: string, payload: object = {}) => shop.t.app.inject({ method: 'POST', url: `/api/v1/admin${url}`, headers: staff.change, payload });

/** A card order whose payment the validation API answers with `mode`: held for staff. */
async function heldPayment(mode: 'risky' | 'other-amount') {
  return withMode(shop.ssl!.validation, mode, 'valid', async () => {
    const shopper = await signUp(shop.t.app);
    const order = await unpaidOrder(shop, shopper);
    const start = await startPaymentOk(shop, shopper, order.id);
    await postBack(await shopperPresses(start.redirect_url, 'pay'));
    return { shopper, order, attemptId: start.attempt_id };
  });
}

describe('the back office and gateway attempts', () => {
  it('lists attempts with their gateway ids, by state and by order number', async () => {
    const { order, attemptId } = await heldPayment('risky');
    const res = await shop.t.app.inject({ method: 'GET', url: `/api/v1/admin/payment-attempts?state=held&q=${order.order_number}`, headers: staff.read });
    expect(res.statusCode).toBe(200);
    const list = AdminAttemptListSchema.parse(res.json());
    expect(list.attempts).toMatchObject([{ id: attemptId, order_number: order.order_number, state: 'held', order_payment_status: 'submitted', gateway: 'sslcommerz' }]);
    expect(list.attempts[0]?.val_id).toBeTruthy();
    expect((await shop.t.app.inject({ method: 'GET', url: '/api/v1/admin/payment-attempts?state=lost', headers: staff.read })).statusCode).toBe(400);
    expect((await shop.t.app.inject({ method: 'GET', url: '/api/v1/admin/payment-attempts' })).statusCode).toBe(401);
  });

  it('accepts a held payment: the order is paid, with an audit row', async () => {
    const { shopper, order, attemptId } = await heldPayment('risky');
    const res = await post(`/payment-attempts/${attemptId}/accept`, { reason: 'Called the shopper, the card is theirs' });
    expect(res.statusCode).toBe(200);
    expect(AdminAttemptAnswerSchema.parse(res.json()).attempt).toMatchObject({ state: 'paid', order_payment_status: 'paid' });
    expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('paid');
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, attemptId))).toMatchObject([{ action: 'online_payment.accept' }]);
    expect((await post(`/payment-attempts/${attemptId}/accept`)).statusCode).toBe(409);
  });

  it('refuses a held payment: its money is asked back, the order may be paid again', async () => {
    const { shopper, order, attemptId } = await heldPayment('other-amount');
    // The staff key's and the command line's 'payments mark' does not mark it paid behind the held payment's back.
    await expect(decidePayment(db(), { kind: 'cli', label: 'test', ip: null }, { orderNumber: order.order_number }, 'paid')).rejects.toMatchObject({ statusCode: 409, code: 'conflict' });
    expect((await post('/payment-attempts/00000000-0000-4000-8000-000000000000/refuse', { reason: 'Paid another amount' })).statusCode).toBe(404);
    const res = await post(`/payment-attempts/${attemptId}/refuse`, { reason: 'Paid another amount' });
    expect(res.statusCode).toBe(200);
    expect(AdminAttemptAnswerSchema.parse(res.json()).attempt).toMatchObject({ state: 'refused', order_payment_status: 'pending' });
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.key, `refused:${attemptId}`))).toMatchObject([{ cause: 'refused', channel: 'sslcommerz', state: 'requested' }]);
    expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('pending');
    expect((await post(`/payment-attempts/${attemptId}/refuse`, { reason: 'again' })).statusCode).toBe(409);
  });

  it('checks with the gateway: an open attempt paid without a return or IPN becomes paid', async () => {
    await withMode(shop.ssl!.ipn, 'never', 'once', async () => {
      const shopper = await signUp(shop.t.app);
      const order = await unpaidOrder(shop, shopper);
      const start = await startPaymentOk(shop, shopper, order.id);
      await shopperPresses(start.redirect_url, 'pay');
      const res = await post(`/payment-attempts/${start.attempt_id}/check`);
      expect(res.statusCode).toBe(200);
      expect(AdminAttemptAnswerSchema.parse(res.json()).attempt).toMatchObject({ state: 'paid', checks: 1 });
      expect((await orderNow(shop, shopper, order.id)).payment_status).toBe('paid');
      const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, start.attempt_id));
      expect(row?.checkedAt).not.toBeNull();
      expect(await db().select().from(auditLog).where(eq(auditLog.entityId, start.attempt_id))).toMatchObject([{ action: 'online_payment.check', before: { state: 'started' }, after: { state: 'paid' } }]);
    });
  });
});
