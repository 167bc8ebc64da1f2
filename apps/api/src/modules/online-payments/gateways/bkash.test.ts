import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopperApproves, startBkashStandIn, type BkashStandIn } from '../../../../test/stand-ins/bkash';
import { OutsideServiceError } from '../../../lib/outside-http';
import { createBkashClient, type BkashOptions } from './bkash';

// The bKash Tokenized Checkout client against a stand-in that speaks its JSON API (docs/decisions/064): the token
// kept and renewed, create, the shopper's approval, execute, and a lost execute answer settled by the status query.

let bkash: BkashStandIn;
let serial = 0;

beforeAll(async () => {
  bkash = await startBkashStandIn();
});
afterAll(async () => {
  await bkash?.close();
});
afterEach(() => {
  bkash.tokenLifetime(3600);
  bkash.executeDelay(0);
  bkash.stall(false);
});

function client(extra: Partial<BkashOptions> = {}) {
  return createBkashClient({ url: bkash.url, ...bkash.credentials, retryDelayMs: 10, ...extra });
}

const callsTo = (path: string) => bkash.calls[path] ?? 0;

function order(amountPoisha = 129_000) {
  serial += 1;
  return { amountPoisha, invoice: `BZ-2042-${serial}`, payerReference: '01712345678', callbackUrl: 'https://shop.example/api/v1/payments/bkash/callback' };
}

/** A payment created for `request` and approved (or not) by the shopper on bKash's page. */
async function approved(bk: ReturnType<typeof client>, request = order(), choice: 'success' | 'failure' | 'cancel' = 'success') {
  const created = await bk.createPayment(request);
  const callback = await shopperApproves(created.bkashUrl, choice);
  return { request, created, callback };
}

describe('a payment through bKash', () => {
  it('creates the payment with the order amount and number, comes back with its status, and executes it', async () => {
    const bk = client();
    const { request, created, callback } = await approved(bk);
    expect(created.bkashUrl.startsWith(bkash.url)).toBe(true);
    expect(`${callback.origin}${callback.pathname}`).toBe(request.callbackUrl);
    expect(callback.searchParams.get('paymentID')).toBe(created.paymentId);
    expect(callback.searchParams.get('status')).toBe('success');

    const paid = await bk.executePayment(created.paymentId, request);
    expect(paid).toMatchObject({ state: 'completed', paymentId: created.paymentId, amountPoisha: 129_000, reason: null });
    expect(paid.trxId).toMatch(/^[0-9A-F]{10}$/);
    expect(await bk.queryPayment(created.paymentId, request)).toMatchObject({ state: 'completed', trxId: paid.trxId });
  });

  it('does not complete a payment the shopper cancelled or failed, nor one for another amount', async () => {
    const bk = client();
    const cancelled = await approved(bk, order(), 'cancel');
    expect(cancelled.callback.searchParams.get('status')).toBe('cancel');
    expect(await bk.executePayment(cancelled.created.paymentId, cancelled.request)).toMatchObject({ state: 'failed', trxId: null });
    expect(await bk.queryPayment(cancelled.created.paymentId, cancelled.request)).toMatchObject({ state: 'failed', reason: 'Cancelled' });

    const failed = await approved(bk, order(), 'failure');
    expect(await bk.queryPayment(failed.created.paymentId, failed.request)).toMatchObject({ state: 'failed', reason: 'Failed' });

    const other = await approved(bk);
    expect(await bk.executePayment(other.created.paymentId, { ...other.request, amountPoisha: 139_000 })).toMatchObject({ state: 'mismatch', amountPoisha: 129_000 });
  });

  it('reads a payment the shopper has not approved yet as pending, even when asked to execute it', async () => {
    const bk = client();
    const request = order();
    const created = await bk.createPayment(request);
    expect(await bk.queryPayment(created.paymentId, request)).toMatchObject({ state: 'pending', trxId: null });
    // Executed before the shopper approved (a forged callback): bKash refuses, and the payment is still pending.
    expect(await bk.executePayment(created.paymentId, request)).toMatchObject({ state: 'pending', trxId: null });
  });
});

describe('the token', () => {
  it('is granted once for many calls, refreshed before it ends, and granted again when bKash stops taking it', async () => {
    let now = 1_000_000;
    const bk = client({ now: () => now });
    const grants = callsTo('/token/grant');
    const refreshes = callsTo('/token/refresh');
    // Calls at the same moment share one grant.
    await Promise.all([bk.createPayment(order()), bk.createPayment(order()), bk.createPayment(order())]);
    await bk.createPayment(order());
    expect(callsTo('/token/grant') - grants).toBe(1);

    now += 56 * 60_000; // Less than 5 minutes left of its hour: refreshed, not granted.
    await bk.createPayment(order());
    expect(callsTo('/token/refresh') - refreshes).toBe(1);
    expect(callsTo('/token/grant') - grants).toBe(1);

    bkash.expireTokens(); // Refused before its time (401): a new grant, and the call made again once.
    const created = await bk.createPayment(order());
    expect(created.paymentId).toBeTruthy();
    expect(callsTo('/token/grant') - grants).toBe(2);
  });

  it('is refused without the right credentials, and the error carries none of them', async () => {
    const wrong = client({ password: 'the-wrong-password', appSecret: 'a-secret-never-logged' });
    const error = await wrong.createPayment(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceError);
    expect((error as Error).message).toMatch(/Invalid App Key/);
    expect((error as Error).message).not.toMatch(/the-wrong-password|a-secret-never-logged/);
  });
});

describe('execute with a lost answer', () => {
  it('settles a payment whose execute answer comes after the read timeout from the status query, without executing twice', async () => {
    const bk = client({ timeouts: { readMs: 300 } });
    const { request, created } = await approved(bk);
    bkash.executeDelay(2_000);
    const executes = callsTo('/execute');
    const started = Date.now();
    const settled = await bk.executePayment(created.paymentId, request);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(settled).toMatchObject({ state: 'completed', paymentId: created.paymentId, amountPoisha: 129_000 });
    expect(settled.trxId).toBeTruthy();
    expect(callsTo('/execute') - executes).toBe(1);

    // Executed again by a second callback (the shopper reloads): bKash says it is done, the query says by what.
    bkash.executeDelay(0);
    expect(await bk.executePayment(created.paymentId, request)).toMatchObject({ state: 'completed', trxId: settled.trxId });
  });

  it('gives up within the waits when bKash takes the call and never answers, never repeats an execute, and stops asking', async () => {
    const bk = client({ timeouts: { connectMs: 200, readMs: 200 } });
    const { request, created } = await approved(bk);
    bkash.stall(true);
    const executes = callsTo('/execute');
    const queries = callsTo('/payment/status');
    const started = Date.now();
    await expect(bk.executePayment(created.paymentId, request)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(callsTo('/execute') - executes).toBe(1);
    // The query that would settle it is tried again until three calls in a row have failed: then bKash is skipped
    // for a while (the breaker opens) and the payment is settled by a later query.
    expect(callsTo('/payment/status') - queries).toBe(2);
    expect(bk.state()).toBe('open');
  });
});

describe('refunds through bKash', () => {
  it('refunds part of a completed payment, reads its status, and refuses more than was paid', async () => {
    const bk = client();
    const { request, created } = await approved(bk);
    const paid = await bk.executePayment(created.paymentId, request);
    const trxId = paid.trxId ?? '';
    const refund = await bk.refund({ paymentId: created.paymentId, trxId, amountPoisha: 50_000, sku: request.invoice, reason: 'Returned item' });
    expect(refund).toMatchObject({ state: 'done', reason: null });
    expect(refund.refundTrxId).toBeTruthy();
    expect(await bk.refundStatus({ paymentId: created.paymentId, trxId })).toMatchObject({ state: 'done', refundTrxId: refund.refundTrxId });

    const tooMuch = await bk.refund({ paymentId: created.paymentId, trxId, amountPoisha: 100_000, sku: request.invoice, reason: 'Too much' });
    expect(tooMuch).toMatchObject({ state: 'refused', reason: expect.stringMatching(/^2071 /) });
  });
});
