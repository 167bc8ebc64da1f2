import { and, eq } from 'drizzle-orm';
import type { Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, walletTransactions } from '../../db/schema/index';
import { fillCart, placeOrderOk, signUp, stockedItem } from '../../../test/fixtures/orders';
import { proofPayload, submitProof } from '../../../test/fixtures/payment-proofs';
import { buildTestApp } from '../../../test/helper';
import { noteSecret } from '../../../test/log-scan';
import { startBkashWebhookStandIn, type BkashWebhookStandIn, type SnsMessage } from '../../../test/stand-ins/bkash-webhook';

// bKash's merchant payment webhook (docs/decisions/069): Amazon SNS messages signed with the key of the certificate
// at SigningCertURL. The stand-in serves a test certificate on 127.0.0.1, the one host this app allows.

const SECRET = 'forwarder-secret-for-webhook-tests-0123';
noteSecret(SECRET);

let t: Awaited<ReturnType<typeof buildTestApp>>;
let bkash: BkashWebhookStandIn;
beforeAll(async () => {
  bkash = await startBkashWebhookStandIn();
  t = await buildTestApp({ wallet: { smsSecret: SECRET, bkashWebhook: { certHosts: ['127.0.0.1'], timeouts: { connectMs: 1000, readMs: 2000 } } } });
});
afterAll(async () => {
  await t?.close();
  await bkash?.close();
});

const db = () => t.database.db;
/** As SNS posts it: its JSON with a text/plain content type. */
const deliver = (message: SnsMessage | string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/bkash-webhook',
    headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': typeof message === 'string' ? 'Notification' : message.Type! },
    payload: typeof message === 'string' ? message : JSON.stringify(message),
  });
const sms = (text: string) => t.app.inject({ method: 'POST', url: '/api/v1/wallet/sms', headers: { 'x-wallet-secret': SECRET }, payload: { from: 'bKash', text } });

let seq = 0;
const newTrx = () => `WH${Date.now().toString(36).toUpperCase().slice(-5)}${(seq += 1).toString(36).toUpperCase().padStart(3, '0')}`;
const rowsOf = (trx: string) => db().select().from(walletTransactions).where(and(eq(walletTransactions.wallet, 'bkash'), eq(walletTransactions.trxId, trx)));

describe('POST /api/v1/wallet/bkash-webhook', () => {
  it('confirms a signed subscription by visiting its SubscribeURL', async () => {
    const res = await deliver(bkash.subscription());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stored: false, confirmed: true });
    expect(bkash.calls.confirm).toBe(1);
  });

  it("stores a signed notification's payment once, whether it or the SMS of the same TrxID comes first", async () => {
    const trx = newTrx();
    const first = await deliver(bkash.notification({ trxID: trx, amount: '1290.50', debitMSISDN: '8801712345678' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stored: true, match: 'unmatched' });
    expect((await deliver(bkash.notification({ trxID: trx, amount: '1290.50', debitMSISDN: '8801712345678' }))).json()).toEqual({ stored: false, match: 'unmatched' });
    const smsAfter = await sms(`You have received Tk 1,290.50 from 01712345678. Fee Tk 0.00. Balance Tk 5,432.10. TrxID ${trx} at 28/11/2026 10:15`);
    expect(smsAfter.json()).toEqual({ stored: false, match: 'unmatched' });
    const rows = await rowsOf(trx);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'webhook', amount: 129_050, sender: '01712345678', match: 'unmatched' });
    expect(rows[0]!.receivedAt?.toISOString()).toBe('2026-11-28T04:15:32.000Z');

    const other = newTrx();
    expect((await sms(`You have received Tk 500.00 from 01712345678. Fee Tk 0.00. Balance Tk 5,932.10. TrxID ${other} at 28/11/2026 10:25`)).json()).toEqual({ stored: true, match: 'unmatched' });
    expect((await deliver(bkash.notification({ trxID: other, amount: '500', debitMSISDN: '8801712345678' }))).json()).toEqual({ stored: false, match: 'unmatched' });
    expect(await rowsOf(other)).toMatchObject([{ source: 'sms' }]);
    // The certificate is fetched once and kept.
    expect(bkash.calls.certificate).toBe(1);
  });

  it("settles the proof that names the notification's TrxID, amount and sender", async () => {
    const shopper = await signUp(t.app);
    const item = await stockedItem(db(), 20, 3);
    await fillCart(db(), shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const order: Order = await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method: 'Bkash' });
    const trx = newTrx();
    const proof = await submitProof(t.app, shopper.auth, order.id, await proofPayload(order, { transaction_id: trx, sender_number: '01712345678' }));
    expect(proof.statusCode, proof.body).toBe(201);
    const res = await deliver(bkash.notification({ trxID: trx, amount: order.total.toFixed(2), debitMSISDN: '8801712345678' }));
    expect(res.json()).toEqual({ stored: true, match: 'settled' });
    const [row] = await db().select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('paid');
  });

  it('refuses a message signed with another key, or changed after signing, and stores nothing', async () => {
    const trx = newTrx();
    const forged = await deliver(bkash.notification({ trxID: trx, amount: '100', debitMSISDN: '8801712345678' }, { sign: 'other-key' }));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'forbidden' });
    const signed = bkash.notification({ trxID: trx, amount: '100', debitMSISDN: '8801712345678' });
    const changed = await deliver({ ...signed, Message: signed.Message!.replace('"100"', '"100000"') });
    expect(changed.statusCode).toBe(403);
    expect(await rowsOf(trx)).toHaveLength(0);
  });

  it('refuses a certificate from a host the shop does not allow, without fetching it', async () => {
    const trx = newTrx();
    const before = bkash.calls.certificate;
    for (const certUrl of [bkash.certUrl.replace('127.0.0.1', 'localhost'), 'https://evil.example/SimpleNotificationService-x.pem', 'http://127.0.0.1:1/not-a-certificate.txt']) {
      const res = await deliver(bkash.notification({ trxID: trx, amount: '100', debitMSISDN: '8801712345678' }, { certUrl }));
      expect(res.statusCode, certUrl).toBe(403);
    }
    expect(bkash.calls.certificate).toBe(before);
    expect(await rowsOf(trx)).toHaveLength(0);
  });

  it('answers 503 when the certificate cannot be had (SNS sends again), and 400 to what is no SNS message', async () => {
    const trx = newTrx();
    const away = await deliver(bkash.notification({ trxID: trx, amount: '100', debitMSISDN: '8801712345678' }, { certUrl: 'http://127.0.0.1:1/SimpleNotificationService-away.pem' }));
    expect(away.statusCode).toBe(503);
    expect(await rowsOf(trx)).toHaveLength(0);
    expect((await deliver('not json')).statusCode).toBe(400);
    expect((await deliver({ Type: 'Notification' })).statusCode).toBe(400);
  });
});
