import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  AdminWalletAnswerSchema, AdminWalletListSchema, OrderSchema, WalletSmsAnswerSchema, type AdminWalletTransaction, type Order,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, paymentProofs } from '../../db/schema/index';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { proofPayload, submitProof } from '../../../test/fixtures/payment-proofs';
import { staffTestbed, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';
import { buildTestApp } from '../../../test/helper';
import { noteSecret } from '../../../test/log-scan';

// The wallet's "money received" SMS forwarded by the shop's phone (docs/decisions/069): stored once by TrxID, and
// settling the proof that names it when the amount and the sender match, without staff.

const SECRET = 'forwarder-secret-0123456789-abcdef';
noteSecret(SECRET);
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: StaffTestbed;
let support: StaffMember;
beforeAll(async () => {
  t = await staffTestbed({ wallet: { smsSecret: SECRET, smsPerTenMinutes: 5 }, logger: { level: 'info', stream: logStream } });
  support = await t.staffMember('support', 'Shirin Support');
});
afterAll(async () => t?.close());

let addresses = 0;
/** Each test its own client address, so the SMS address's rate counts only that test's posts. */
const nextAddress = () => `10.77.${(addresses >> 8) & 255}.${(addresses += 1) & 255}`;

function postSms(payload: object, { secret = SECRET as string | null, via = 'header', address = '10.77.255.1' } = {}) {
  const query = secret !== null && via === 'query' ? `?secret=${encodeURIComponent(secret)}` : '';
  const headers: Record<string, string> = secret !== null && via === 'header' ? { 'x-wallet-secret': secret } : {};
  return t.app.inject({ method: 'POST', url: `/api/v1/wallet/sms${query}`, headers, payload, remoteAddress: address });
}

async function sms(from: string, text: string, address = nextAddress()) {
  const res = await postSms({ from, text, received_at: new Date().toISOString() }, { address });
  expect(res.statusCode, res.body).toBe(200);
  return WalletSmsAnswerSchema.parse(res.json());
}

let trxSeq = 0;
const newTrx = (prefix = 'W') => `${prefix}${Date.now().toString(36).toUpperCase().slice(-5)}${(trxSeq += 1).toString(36).toUpperCase().padStart(3, '0')}`;
const bengaliDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
const tk = (taka: number) => taka.toFixed(2);

const TEXTS = {
  bkashEn: (taka: number, from: string, trx: string) => ({ from: 'bKash', text: `You have received Tk ${tk(taka)} from ${from}. Ref 1042. Fee Tk 0.00. Balance Tk 5,432.10. TrxID ${trx} at 28/11/2026 10:15` }),
  bkashBn: (taka: number, from: string, trx: string) => ({ from: 'bKash', text: `আপনি ${bengaliDigits(from)} থেকে ৳${bengaliDigits(tk(taka))} পেয়েছেন। রেফ ১০৪২। ফি ৳০.০০। ব্যালেন্স ৳৫,৪৩২.১০। TrxID ${trx} সময় ২৮/১১/২০২৬ ১০:১৫` }),
  nagadEn: (taka: number, from: string, trx: string) => ({ from: 'NAGAD', text: `Money Received.\nAmount: Tk ${tk(taka)}\nSender: ${from}\nRef: 1042\nTxnID: ${trx}\nBalance: Tk 5,000.00\n28/11/2026 10:15` }),
  nagadBn: (taka: number, from: string, trx: string) => ({ from: 'Nagad', text: `টাকা গ্রহণ সফল।\nপরিমাণ: ৳${bengaliDigits(tk(taka))}\nপ্রেরক: ${bengaliDigits(from)}\nরেফারেন্স: ১০৪২\nলেনদেন আইডি: ${trx}\nব্যালেন্স: ৳৫০০০.০০\n২৮/১১/২০২৬ ১০:১৫` }),
  rocketEn: (taka: number, from: string, trx: string) => ({ from: '16216', text: `Tk${tk(taka)} received from A/C:${from}1 Fee:Tk0, Your A/C Balance: Tk5,000.00 TxnId:${trx} Date:28-NOV-26 10:15:32 am. Download Rocket app` }),
  rocketBn: (taka: number, from: string, trx: string) => ({ from: '16216', text: `৳${bengaliDigits(tk(taka))} গ্রহণ করা হয়েছে A/C:${bengaliDigits(from)}১ থেকে। ফি: ৳০। ব্যালেন্স: ৳৫,০০০.০০। TxnId: ${bengaliDigits(trx)} তারিখ: ২৮-NOV-২৬ ১০:১৫:৩২ am` }),
};

async function listed(query = '?limit=100'): Promise<AdminWalletTransaction[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/wallet-transactions${query}`, headers: support.read });
  expect(res.statusCode, res.body).toBe(200);
  return AdminWalletListSchema.parse(res.json()).transactions;
}
const transactionOf = async (trx: string) => (await listed(`?q=${trx}`)).find((row) => row.trx_id === trx);

let skip = 0;
/** A new shopper's order paid by hand (the proof's way), not yet with a proof. */
async function order(method = 'Bkash'): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await signUp(t.app, { name: 'Rahima Khatun' });
  const item = await stockedItem(t.db, 50, (skip += 1));
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return { shopper, order: await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method: method }) };
}

async function prove(placed: { shopper: Shopper; order: Order }, overrides: Record<string, unknown>) {
  const res = await submitProof(t.app, placed.shopper.auth, placed.order.id, await proofPayload(placed.order, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ proof: { id: string; status: string }; order: Order }>();
}

const shopperOrder = async ({ shopper, order: placed }: { shopper: Shopper; order: Order }) =>
  OrderSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${placed.id}`, headers: shopper.auth })).json<{ order: unknown }>().order);

/** The channels the shopper's "payment received" message of the proof was queued on, one entry per message. */
const approvalMessages = async (proofId: string) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'proof_approved'))).filter((m) => m.dedupeKey.includes(proofId)).map((m) => m.channel).sort();

describe('POST /api/v1/wallet/sms', () => {
  it('stores real-shaped bKash, Nagad and Rocket texts in English and Bengali, each once by its TrxID', async () => {
    const cases = [
      ['bkash', TEXTS.bkashEn(1290, '01712345678', newTrx('B'))],
      ['bkash', TEXTS.bkashBn(1290.5, '01712345679', newTrx('B'))],
      ['nagad', TEXTS.nagadEn(500, '01812345678', newTrx('N'))],
      ['nagad', TEXTS.nagadBn(750.25, '01812345679', newTrx('N'))],
      ['rocket', TEXTS.rocketEn(2000, '01912345678', `${Date.now()}`.slice(-10))],
      ['rocket', TEXTS.rocketBn(99, '01912345679', `${Date.now() + 7}`.slice(-10))],
    ] as const;
    for (const [wallet, message] of cases) {
      expect(await sms(message.from, message.text), message.text).toEqual({ stored: true, match: 'unmatched' });
      // The same SMS forwarded again (a forwarder's retry) is taken and not stored twice.
      expect(await sms(message.from, message.text)).toEqual({ stored: false, match: 'unmatched' });
      const trx = /(?:TrxID|TxnID|লেনদেন আইডি|TxnId):? ?([A-Z0-9০-৯]+)/u.exec(message.text)![1]!.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));
      const rows = (await listed(`?q=${trx}`)).filter((row) => row.trx_id === trx);
      expect(rows, message.text).toHaveLength(1);
      expect(rows[0]).toMatchObject({ wallet, source: 'sms', match: 'unmatched', proof: null });
      expect(rows[0]!.received_at).toMatch(/^2026-11-28T04:15/);
      expect(rows[0]!.sender).toMatch(/^01\d{9}$/);
    }
    const amounts = (await listed('?limit=100')).map((row) => row.amount);
    expect(amounts).toEqual(expect.arrayContaining([1290, 1290.5, 500, 750.25, 2000, 99]));
  });

  it('takes a text that is no payment without storing it: a personal number worded like bKash, money sent, an offer', async () => {
    const trx = newTrx('F');
    const forged = TEXTS.bkashEn(1290, '01712345678', trx);
    expect(await sms('01712345678', forged.text)).toEqual({ stored: false });
    expect(await sms('+8801712345678', forged.text)).toEqual({ stored: false });
    expect(await sms('bKash', `Send Money Tk 500.00 to 01712345678 successful. Fee Tk 0.00. Balance Tk 4,932.10. TrxID ${newTrx('S')} at 28/11/2026 10:20`)).toEqual({ stored: false });
    expect(await sms('bKash', 'Get 10% cashback on your next payment with bKash! Dial *247#')).toEqual({ stored: false });
    expect(await transactionOf(trx)).toBeUndefined();
  });

  it('refuses a wrong or missing secret with 401, takes the secret in the query, and never logs it', async () => {
    const message = TEXTS.bkashEn(10, '01712345678', newTrx('Q'));
    const address = nextAddress();
    expect((await postSms(message, { secret: 'not-the-secret-0123456789-abcdef', address })).statusCode).toBe(401);
    expect((await postSms(message, { secret: null, address })).statusCode).toBe(401);
    expect(await transactionOf(message.text.match(/TrxID (\w+)/)![1]!)).toBeUndefined();
    const viaQuery = await postSms(message, { via: 'query', address: nextAddress() });
    expect(viaQuery.statusCode, viaQuery.body).toBe(200);
    expect(viaQuery.json()).toEqual({ stored: true, match: 'unmatched' });
    const requestLines = logLines.filter((line) => line.includes('/api/v1/wallet/sms?secret='));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.every((line) => line.includes('secret=[redacted]'))).toBe(true);
    expect(logLines.some((line) => line.includes(SECRET))).toBe(false);
  });

  it('answers 429 past the rate of one address, good secret or not', async () => {
    const address = nextAddress();
    const message = TEXTS.bkashEn(10, '01712345678', newTrx('R'));
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await postSms(message, { address, secret: i % 2 ? SECRET : 'wrong-secret-0123456789-abcdefgh' })).statusCode);
    expect(codes.slice(0, 5)).not.toContain(429);
    expect(codes[5]).toBe(429);
  });

  it("keeps the phone's time when the text has none, in seconds, milliseconds or written", async () => {
    for (const [received_at, expected] of [[1_795_872_000, '2026-11-28T13:20:00.000Z'], ['1795872000000', '2026-11-28T13:20:00.000Z'], ['2026-11-28T19:20:00+06:00', '2026-11-28T13:20:00.000Z']] as const) {
      const trx = newTrx('Z');
      const res = await postSms({ from: 'bKash', text: `আপনি 01712345678 থেকে ৫০০ টাকা পেয়েছেন। ফি ৳০। TrxID ${trx}`, received_at }, { address: nextAddress() });
      expect(res.json()).toEqual({ stored: true, match: 'unmatched' });
      expect((await transactionOf(trx))?.received_at).toBe(expected);
    }
  });

  it('answers 400 to a body that is not an SMS', async () => {
    const res = await postSms({ text: 'no sender' }, { address: nextAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('matching a proof', () => {
  it('settles a submitted proof when the SMS brings its TrxID, amount and sender: order paid, the shopper told once', async () => {
    const placed = await order();
    const trx = newTrx('M');
    const { proof } = await prove(placed, { transaction_id: trx.toLowerCase(), sender_number: '+8801712345678' });
    expect(proof.status).toBe('submitted');
    const message = TEXTS.bkashEn(placed.order.total, '01712345678', trx);
    expect(await sms(message.from, message.text)).toEqual({ stored: true, match: 'settled' });
    // Forwarded twice: stored once, nothing decided again.
    expect(await sms(message.from, message.text)).toEqual({ stored: false, match: 'settled' });

    const now = await shopperOrder(placed);
    expect(now.payment_status).toBe('paid');
    const [row] = await t.db.select().from(paymentProofs).where(eq(paymentProofs.id, proof.id));
    expect(row?.status).toBe('paid');
    expect(await approvalMessages(proof.id)).toEqual(['email', 'sms']);
    expect(await transactionOf(trx)).toMatchObject({ match: 'settled', proof: { id: proof.id, order_number: placed.order.order_number, status: 'paid' } });
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, placed.order.order_number), eq(auditLog.action, 'payment.approve')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorKind: 'system', actorLabel: "the wallet's own record" });
  });

  it('settles a proof submitted after its SMS, on submission', async () => {
    const placed = await order('Nagad');
    const trx = newTrx('L');
    const message = TEXTS.nagadBn(placed.order.total, '01812345678', trx);
    expect(await sms(message.from, message.text)).toEqual({ stored: true, match: 'unmatched' });
    const answer = await prove(placed, { transaction_id: trx, payment_method: 'nagad', sender_number: '01812345678' });
    expect(answer.proof.status).toBe('paid');
    expect(answer.order.payment_status).toBe('paid');
    expect(await approvalMessages(answer.proof.id)).toEqual(['email', 'sms']);
    expect(await transactionOf(trx)).toMatchObject({ match: 'settled', proof: { id: answer.proof.id } });
  });

  it('settles exactly once when the proof and the SMS arrive at the same moment (many rounds)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const placed = await order();
      const trx = newTrx('P');
      const message = TEXTS.bkashEn(placed.order.total, '01712345678', trx);
      const payload = await proofPayload(placed.order, { transaction_id: trx, sender_number: '01712345678' });
      const [proofRes, smsAnswer] = await Promise.all([submitProof(t.app, placed.shopper.auth, placed.order.id, payload), sms(message.from, message.text)]);
      expect(proofRes.statusCode, proofRes.body).toBe(201);
      expect(smsAnswer.stored).toBe(true);
      const proofId = proofRes.json<{ proof: { id: string } }>().proof.id;
      expect((await shopperOrder(placed)).payment_status, `round ${round}`).toBe('paid');
      expect(await transactionOf(trx)).toMatchObject({ match: 'settled', proof: { id: proofId, status: 'paid' } });
      expect(await approvalMessages(proofId)).toEqual(['email', 'sms']);
    }
  });

  it('leaves a proof of another amount to staff, saying the difference', async () => {
    const placed = await order();
    const trx = newTrx('A');
    await prove(placed, { transaction_id: trx });
    const message = TEXTS.bkashEn(placed.order.total - 100, '01712345678', trx);
    expect(await sms(message.from, message.text)).toEqual({ stored: true, match: 'near' });
    const row = await transactionOf(trx);
    expect(row?.differences).toEqual([{ kind: 'amount_proof', expected: placed.order.total, received: placed.order.total - 100 }]);
    expect(row?.proof?.status).toBe('submitted');
    expect((await shopperOrder(placed)).payment_status).toBe('submitted');
  });

  it('leaves a proof from another sender to staff, saying the difference', async () => {
    const placed = await order();
    const trx = newTrx('D');
    const message = TEXTS.bkashEn(placed.order.total, '01898765432', trx);
    await sms(message.from, message.text);
    const answer = await prove(placed, { transaction_id: trx, sender_number: '01712345678' });
    expect(answer.proof.status).toBe('submitted');
    expect(answer.order.payment_status).toBe('submitted');
    expect((await transactionOf(trx))?.differences).toEqual([{ kind: 'sender', expected: '01712345678', received: '01898765432' }]);
  });

  it('leaves the money of a cancelled order to staff', async () => {
    const placed = await order();
    const trx = newTrx('C');
    await prove(placed, { transaction_id: trx });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${placed.order.id}/cancel`, headers: placed.shopper.auth, payload: { reason: 'Ordered by mistake' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const message = TEXTS.bkashEn(placed.order.total, '01712345678', trx);
    expect(await sms(message.from, message.text)).toEqual({ stored: true, match: 'near' });
    expect((await transactionOf(trx))?.differences).toEqual([{ kind: 'order_cancelled', expected: null, received: null }]);
  });

  it('never settles a second order with a TrxID already settled', async () => {
    const first = await order();
    const trx = newTrx('T');
    await prove(first, { transaction_id: trx });
    const message = TEXTS.bkashEn(first.order.total, '01712345678', trx);
    expect(await sms(message.from, message.text)).toEqual({ stored: true, match: 'settled' });
    const second = await order();
    const res = await submitProof(t.app, second.shopper.auth, second.order.id, await proofPayload(second.order, { transaction_id: trx }));
    expect(res.statusCode).toBe(409);
    expect((await shopperOrder(second)).payment_status).toBe('pending');
    expect((await transactionOf(trx))?.proof?.order_number).toBe(first.order.order_number);
  });
});

describe('staff and the wallet transactions', () => {
  it('lists them by match and wallet, and resolves an unmatched one with a note and an audit row, once', async () => {
    const trx = newTrx('U');
    const message = TEXTS.nagadEn(321, '01812345678', trx);
    await sms(message.from, message.text);
    const unmatched = await listed('?match=unmatched&wallet=nagad&limit=100');
    const row = unmatched.find((r) => r.trx_id === trx)!;
    expect(row).toMatchObject({ wallet: 'nagad', amount: 321, sender: '01812345678', match: 'unmatched' });
    expect(unmatched.every((r) => r.match === 'unmatched' && r.wallet === 'nagad')).toBe(true);

    const resolve = (headers = support.change) => t.app.inject({ method: 'POST', url: `/api/v1/admin/wallet-transactions/${row.id}/resolve`, headers, payload: { reason: 'A gift from the owner’s brother' } });
    const res = await resolve();
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminWalletAnswerSchema.parse(res.json()).transaction).toMatchObject({ id: row.id, match: 'resolved', note: 'A gift from the owner’s brother' });
    expect((await resolve()).statusCode).toBe(409);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'wallet.resolve'));
    expect(audit.find((a) => a.entityId === `nagad:${trx}`)).toMatchObject({ actorKind: 'staff', reason: 'A gift from the owner’s brother' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/wallet-transactions/not-an-id/resolve', headers: support.change, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/wallet-transactions?match=lost', headers: support.read })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/wallet-transactions' })).statusCode).toBe(401);
  });
});

describe('without WALLET_SMS_SECRET', () => {
  it('has no SMS address at all', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/api/v1/wallet/sms', headers: { 'x-wallet-secret': SECRET }, payload: TEXTS.bkashEn(10, '01712345678', newTrx('X')) });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
