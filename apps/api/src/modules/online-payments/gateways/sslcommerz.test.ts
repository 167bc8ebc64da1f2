import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHttpPeer, type HttpPeer } from '../../../../test/http-peer';
import { startSilentServer } from '../../../../test/silent-server';
import { paymentFieldsOf, shopperPresses, startSslcommerzStandIn, type SslcommerzStandIn } from '../../../../test/stand-ins/sslcommerz';
import { OutsideServiceError } from '../../../lib/outside-http';
import { createSslcommerzClient, verifyIpnSignature, type SessionRequest } from './sslcommerz';

// The SSLCommerz client against a stand-in that speaks the gateway's HTTP API (docs/decisions/064): a session, the
// shopper on the hosted page, the IPN, and nothing believed until the validation API confirms it.

let gateway: SslcommerzStandIn;
let shop: HttpPeer;
let serial = 0;

beforeAll(async () => {
  gateway = await startSslcommerzStandIn();
  shop = await startHttpPeer();
});
afterAll(async () => {
  await gateway?.close();
  await shop?.close();
});
afterEach(() => {
  gateway.ipn('once');
  gateway.validation('valid');
  gateway.refundsStayPending(false);
  gateway.stall(false);
  shop.requests.length = 0;
});

const client = () => createSslcommerzClient({ url: gateway.url, storeId: gateway.storeId, storePassword: gateway.storePassword, retryDelayMs: 10 });

function order(amountPoisha = 129_000): SessionRequest {
  serial += 1;
  return {
    tranId: `BZ-1042-${serial}`,
    amountPoisha,
    successUrl: `${shop.url}/api/v1/payments/sslcommerz/success`,
    failUrl: `${shop.url}/api/v1/payments/sslcommerz/fail`,
    cancelUrl: `${shop.url}/api/v1/payments/sslcommerz/cancel`,
    ipnUrl: `${shop.url}/api/v1/payments/sslcommerz/ipn`,
    customer: { name: 'Rahima Akter', email: 'rahima@example.com', phone: '01712345678', address: 'House 12, Road 5, Dhanmondi', city: 'Dhaka' },
    productName: 'Order BZ-1042',
    productCategory: 'Clothing',
    items: 2,
  };
}

/** A session, the shopper pressing a button, and what the browser posts back to the shop. */
async function paid(request = order(), button: 'pay' | 'fail' | 'cancel' = 'pay') {
  const session = await client().createSession(request);
  const back = await shopperPresses(session.gatewayPageUrl, button);
  return { request, session, back };
}

const ipnBodies = () => shop.requests.filter((r) => r.path.endsWith('/ipn')).map((r) => paymentFieldsOf(new URLSearchParams(String(r.body))));

describe('a payment through SSLCommerz', () => {
  it('creates a session with the order total, sends the shopper to the hosted page and believes the payment once validated', async () => {
    const { request, session, back } = await paid();
    expect(session.gatewayPageUrl.startsWith(gateway.url)).toBe(true);
    expect(back.action).toBe(request.successUrl);
    expect(back.fields).toMatchObject({ status: 'VALID', tran_id: request.tranId, amount: '1290.00' });

    const verdict = await client().confirmPayment({ valId: back.fields.val_id, tranId: request.tranId, amountPoisha: 129_000 });
    expect(verdict).toMatchObject({ verdict: 'paid', amountPoisha: 129_000, valId: back.fields.val_id, bankTranId: back.fields.bank_tran_id });
    // Asked again (the IPN after the return), the gateway says VALIDATED: still paid.
    expect((await client().validate(back.fields.val_id)).status).toBe('VALIDATED');
    expect(await client().confirmPayment({ valId: back.fields.val_id, tranId: request.tranId, amountPoisha: 129_000 })).toMatchObject({ verdict: 'paid' });
  });

  it('sends fail and cancel back to their own addresses, with nothing to validate', async () => {
    const failed = await paid(order(), 'fail');
    expect(failed.back.action).toBe(failed.request.failUrl);
    expect(failed.back.fields.status).toBe('FAILED');
    const cancelled = await paid(order(), 'cancel');
    expect(cancelled.back.action).toBe(cancelled.request.cancelUrl);
    expect(cancelled.back.fields.status).toBe('CANCELLED');
  });

  it('does not believe a validation that says INVALID, another transaction, or a different amount', async () => {
    const { request, back } = await paid();
    gateway.validation('invalid');
    expect(await client().confirmPayment({ valId: back.fields.val_id, tranId: request.tranId, amountPoisha: 129_000 })).toMatchObject({ verdict: 'invalid' });
    gateway.validation('valid');
    expect(await client().confirmPayment({ valId: back.fields.val_id, tranId: 'BZ-9999-1', amountPoisha: 129_000 })).toMatchObject({ verdict: 'invalid' });
    gateway.validation('other-amount');
    expect(await client().confirmPayment({ valId: back.fields.val_id, tranId: request.tranId, amountPoisha: 129_000 })).toMatchObject({ verdict: 'mismatch', amountPoisha: 119_000 });
  });

  it('holds a payment the gateway marks risky', async () => {
    gateway.validation('risky');
    const { request, back } = await paid();
    expect(await client().confirmPayment({ valId: back.fields.val_id, tranId: request.tranId, amountPoisha: 129_000 })).toMatchObject({ verdict: 'risky', riskTitle: 'Not Safe' });
  });

  it('refuses a session the gateway refuses, naming its reason and never the store password', async () => {
    const wrong = createSslcommerzClient({ url: gateway.url, storeId: gateway.storeId, storePassword: 'not-the-password', retryDelayMs: 10 });
    const error = await wrong.createSession(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceError);
    expect((error as Error).message).toMatch(/Store Credential Error/);
    expect((error as Error).message).not.toContain('not-the-password');
  });
});

describe('the IPN', () => {
  it('is sent once, twice or never as the gateway chooses; its signature holds, a forged one does not', async () => {
    const once = await paid();
    expect(ipnBodies()).toHaveLength(1);
    const ipn = ipnBodies()[0] ?? paymentFieldsOf([]);
    expect(ipn).toMatchObject({ tran_id: once.request.tranId, status: 'VALID', val_id: once.back.fields.val_id });
    expect(client().verifyIpn(ipn)).toBe(true);
    expect(verifyIpnSignature(once.back.fields, gateway.storePassword)).toBe(true);

    expect(client().verifyIpn({ ...ipn, amount: '12.90' })).toBe(false);
    expect(client().verifyIpn({ ...ipn, verify_key: 'status' })).toBe(false);
    const { verify_sign: _sign, ...unsigned } = ipn;
    expect(client().verifyIpn(unsigned)).toBe(false);
    expect(verifyIpnSignature(ipn, 'another-store-password')).toBe(false);

    shop.requests.length = 0;
    gateway.ipn('twice');
    await paid();
    expect(ipnBodies()).toHaveLength(2);
    expect(ipnBodies()[0]).toEqual(ipnBodies()[1]);

    shop.requests.length = 0;
    gateway.ipn('never');
    const silent = await paid();
    expect(ipnBodies()).toHaveLength(0);
    // No IPN and a lost return: the transaction query still finds the payment.
    const found = await client().queryTransaction(silent.request.tranId);
    expect(found).toEqual([expect.objectContaining({ status: 'VALID', valId: silent.back.fields.val_id, amountPoisha: 129_000, risky: false })]);
  });
});

describe('refunds through SSLCommerz', () => {
  it('asks for a refund and follows it from pending to done', async () => {
    gateway.refundsStayPending(true);
    const { back } = await paid();
    const refund = await client().refund({ bankTranId: back.fields.bank_tran_id, amountPoisha: 50_000, remarks: 'Returned item', refeId: 'RT-77' });
    expect(refund).toMatchObject({ state: 'pending' });
    expect(refund.refundRefId).toBeTruthy();
    expect(await client().refundStatus(refund.refundRefId!)).toMatchObject({ state: 'pending' });
    expect(await client().refundStatus(refund.refundRefId!)).toMatchObject({ state: 'pending' });
    gateway.finishRefunds();
    expect(await client().refundStatus(refund.refundRefId!)).toMatchObject({ state: 'done' });
  });

  it('is told why a refund over the paid amount is refused', async () => {
    const { back } = await paid();
    const refund = await client().refund({ bankTranId: back.fields.bank_tran_id, amountPoisha: 200_000, remarks: 'Too much', refeId: 'RT-78' });
    expect(refund).toMatchObject({ state: 'refused', reason: expect.stringMatching(/exceeds/) });
  });
});

describe('waits', () => {
  it('gives up on a gateway that takes the call and never answers, within the read timeout, and tries a query only a bounded number of times', async () => {
    gateway.stall(true);
    const short = () => createSslcommerzClient({ url: gateway.url, storeId: gateway.storeId, storePassword: gateway.storePassword, timeouts: { connectMs: 200, readMs: 200 }, retryDelayMs: 10 });
    const before = gateway.calls.session ?? 0;
    const started = Date.now();
    const error = await short().createSession(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceError);
    expect(error).toMatchObject({ stage: 'read', outcomeUnknown: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    // Creating a session is not repeated.
    expect((gateway.calls.session ?? 0) - before).toBe(1);

    const queriesBefore = gateway.calls.query ?? 0;
    await expect(short().queryTransaction('BZ-1')).rejects.toMatchObject({ stage: 'read' });
    expect((gateway.calls.query ?? 0) - queriesBefore).toBe(3);
  });

  it('gives up on a peer that accepts the connection and never says a word', async () => {
    const silent = await startSilentServer();
    try {
      const stalled = createSslcommerzClient({ url: `http://127.0.0.1:${silent.port}`, storeId: 's', storePassword: 'p', timeouts: { connectMs: 200, readMs: 200 }, retryDelayMs: 10 });
      const started = Date.now();
      await expect(stalled.validate('V1')).rejects.toMatchObject({ stage: 'read' });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await silent.stop();
    }
  });

  it('reports a gateway that refuses connections as not reached, without the store password in the error', async () => {
    const closed = await startHttpPeer();
    const url = closed.url;
    await closed.close();
    const away = createSslcommerzClient({ url, storeId: 's', storePassword: 'secret-store-password', timeouts: { connectMs: 200, readMs: 200 }, retryDelayMs: 10 });
    const error = await away.validate('V1').catch((e: unknown) => e);
    expect(error).toMatchObject({ stage: 'connect', outcomeUnknown: false });
    expect((error as Error).message).not.toContain('secret-store-password');
  });
});
