import { readFileSync, statSync } from 'node:fs';
import { type Order, type ReturnRecord, type StaffPaymentProof } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnRequests } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { parseCommand } from '../../staff/parse-command';
import { runCommand } from '../../staff/run-command';
import { buildTestApp } from '../../../test/helper';
import { SHIPMENT_ARGS, statusBody, fillCart, placeOrderOk, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';
import { proofPayload, submitProof } from '../../../test/fixtures/payment-proofs';
import { loadStaffKey, staffKeyFile } from '../../modules/staff/staff-key';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shopper: Shopper;
let key: string;
beforeAll(async () => {
  // One shopper places every order of this file: the per-account order limits (decision 025) are raised.
  t = await buildTestApp({ limits: { ordersPerHour: 1000, unpaidOrders: 1000 } });
  shopper = await signUp(t.app, { name: 'Farhana Islam' });
  key = readFileSync(staffKeyFile(t.dataDir), 'utf8').trim();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = { authorization: `Staff ${key}` }) =>
  t.app.inject({ method, url: `/api/v1/staff${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const seen = async (order: Order) => (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json<{ order: Order }>().order;
/** What the staff tool refuses with, run directly on the database, for the same command. */
async function cliRefusal(...argv: string[]): Promise<string> {
  const error = await runCommand(t.database.db, parseCommand(argv)).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}

let skip = 400;
async function newOrder(quantity = 1, payment_method = 'Cash On Delivery') {
  const item = await stockedItem(t.database.db, 10, (skip += 7));
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity }]);
  return { item, order: await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method }) };
}

describe('the staff key', () => {
  it('is generated once into DATA_DIR/secrets/staff-key, readable by the shop only, and kept', () => {
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(statSync(staffKeyFile(t.dataDir)).mode & 0o777).toBe(0o600);
    expect(loadStaffKey(undefined, t.dataDir)).toBe(key);
  });

  // Functions: the key is read in beforeAll, after this table is made.
  it.each([
    ['no key', () => ({})],
    ['a key differing in its last character', () => ({ authorization: `Staff ${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` })],
    ['the key with something after it', () => ({ authorization: `Staff ${key}0` })],
    ['an empty key', () => ({ authorization: 'Staff ' })],
  ])('refuses %s with 401', async (_, headers) => {
    const res = await call('GET', '/orders', undefined, headers() as Record<string, string>);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Staff');
    expect(res.json().message).toContain('Authorization: Staff <key>');
  });

  it('refuses a shopper’s token, in either scheme, and the staff key in the shoppers’ scheme', async () => {
    for (const authorization of [shopper.auth.authorization, `Staff ${shopper.token}`, `Bearer ${key}`]) {
      expect((await call('GET', '/orders', undefined, { authorization })).statusCode).toBe(401);
    }
    // ...and the staff key opens no shopper's route.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: { authorization: `Staff ${key}` } })).statusCode).toBe(401);
  });

  it('answers this machine only, even with the right key: another address or a proxy in between gets 403', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/staff/orders', remoteAddress: '203.0.113.9', headers: { authorization: `Staff ${key}` } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('STAFF_API_REMOTE=true');
    const proxied = await call('GET', '/orders', undefined, { authorization: `Staff ${key}`, 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(403);
    expect((await call('GET', '/orders')).statusCode).toBe(200);
  });
});

describe('staff orders over HTTP', () => {
  it('lists orders by status and shows one by its number, in any case', async () => {
    const { order, item } = await newOrder(2);
    const numbers = async (query: string) => (await call('GET', `/orders${query}`)).json<{ orders: Order[] }>().orders.map((o) => o.order_number);
    expect(await numbers('')).toContain(order.order_number);
    expect(await numbers('?status=pending&limit=1000')).toContain(order.order_number);
    expect(await numbers('?status=shipped')).not.toContain(order.order_number);
    const shown = await call('GET', `/orders/${order.order_number.toLowerCase()}`);
    expect(shown.json().order).toMatchObject({ id: order.id, customer_name: 'Farhana Islam', items: [{ product_sku: item.sku, quantity: 2 }] });
    const missing = await call('GET', '/orders/BZ-0000-00000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No order BZ-0000-00000000.');
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=ten', 'limit'],
    ['?status=lost', 'status'],
    ['?colour=red', 'colour'],
  ])('refuses the list query %s with 400', async (query, field) => {
    const res = await call('GET', `/orders${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('moves an order along its steps as the shopper then sees, refusing a skip with the staff tool’s own message', async () => {
    const { order } = await newOrder();
    const skipAhead = await call('POST', `/orders/${order.order_number}/status`, { status: 'delivered' });
    expect(skipAhead.statusCode).toBe(409);
    expect(skipAhead.json().message).toBe(`Order ${order.order_number} is pending; it can go to confirmed or processing, not delivered.`);
    expect(skipAhead.json().message).toBe(await cliRefusal('orders', 'status', order.order_number, 'delivered'));

    for (const [from, to] of [['pending', 'confirmed'], ['confirmed', 'shipped'], ['shipped', 'out_for_delivery'], ['out_for_delivery', 'delivered']]) {
      const res = await call('POST', `/orders/${order.order_number}/status`, statusBody(to!));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ order_number: order.order_number, from, to, refund_amount: null });
    }
    // Cash on delivery: the courier collected it on delivery.
    expect(await seen(order)).toMatchObject({ status: 'delivered', delivered_at: expect.any(String), payment_status: 'paid' });
    const back = await call('POST', `/orders/${order.order_number}/status`, statusBody('shipped'));
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(await cliRefusal('orders', 'status', order.order_number, 'shipped', ...SHIPMENT_ARGS));
  });

  it('leaves the payment of a delivered order paid by bKash as it was: only cash is collected on delivery', async () => {
    const { order } = await newOrder(1, 'Bkash');
    expect(order.payment_status).toBe('pending');
    for (const to of ['confirmed', 'shipped', 'out_for_delivery', 'completed']) {
      expect((await call('POST', `/orders/${order.order_number}/status`, statusBody(to))).statusCode).toBe(200);
    }
    expect(await seen(order)).toMatchObject({ status: 'completed', payment_status: 'pending' });
  });

  it('cancels through the cancel workflow only with a reason: stock back, the reason shown to the shopper', async () => {
    const { order, item } = await newOrder(3);
    const noReason = await call('POST', `/orders/${order.order_number}/status`, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Cancelling needs a reason (3 to 500 characters); the shopper sees it.' });
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(7);
    const res = await call('POST', `/orders/${order.order_number}/status`, { status: 'cancelled', reason: '  Customer called to cancel  ' });
    expect(res.json()).toEqual({ order_number: order.order_number, from: 'pending', to: 'cancelled', refund_amount: 0 });
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(10);
    expect(await seen(order)).toMatchObject({ status: 'cancelled', cancel_reason: 'Customer called to cancel' });
    const again = await call('POST', `/orders/${order.order_number}/status`, { status: 'confirmed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${order.order_number} is cancelled; it cannot change any more, not confirmed.`);
  });

  it.each([
    ['no body', undefined],
    ['an unknown status', { status: 'lost' }],
    ['an unknown field', { status: 'confirmed', by: 'Karim' }],
    ['a status that is not text', { status: 3 }],
    ['a list', ['confirmed']],
  ])('refuses a status change with %s with 400', async (_, body) => {
    const { order } = await newOrder();
    const res = await call('POST', `/orders/${order.order_number}/status`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect((await seen(order)).status).toBe('pending');
  });

  it('refuses a body that is not JSON with 400, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/orders/BZ-1/status', headers: { authorization: `Staff ${key}`, 'content-type': 'application/json' }, payload: '{"status":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('staff payments, returns and promo codes over HTTP', () => {
  it('marks cash on delivery paid, then refuses to reject it with the staff tool’s message', async () => {
    const { order } = await newOrder();
    expect((await call('POST', `/orders/${order.order_number}/payment`, { status: 'refunded' })).statusCode).toBe(400);
    const paid = await call('POST', `/orders/${order.order_number}/payment`, { status: 'paid' });
    expect(paid.json()).toEqual({ order_number: order.order_number, from: 'pending', to: 'paid', proof_updated: false, refund_amount: null });
    expect((await seen(order)).payment_status).toBe('paid');
    const reject = await call('POST', `/orders/${order.order_number}/payment`, { status: 'rejected' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(`The payment of order ${order.order_number} is paid; it cannot be marked rejected.`);
    expect(reject.json().message).toBe(await cliRefusal('payments', 'mark', order.order_number, 'rejected'));
    expect((await call('POST', '/orders/BZ-0000-00000000/payment', { status: 'paid' })).statusCode).toBe(404);
  });

  it('approves then refunds a return, in that order only', async () => {
    const { order } = await newOrder();
    const [ret] = await t.database.db.insert(returnRequests).values({ orderId: order.id, orderLineId: order.items[0]!.id, userId: shopper.user.id, reason: 'Wrong colour' }).returning();
    const id = ret!.id;
    const early = await call('POST', `/returns/${id}`, { action: 'refund' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(await cliRefusal('returns', 'refund', id));
    expect((await call('POST', `/returns/${id}`, { action: 'approve' })).json()).toEqual({ return_id: id, from: 'requested', to: 'approved' });
    expect((await call('POST', `/returns/${id}`, { action: 'refund' })).json()).toEqual({ return_id: id, from: 'approved', to: 'refunded' });
    expect((await call('POST', `/returns/${id}`, { action: 'destroy' })).statusCode).toBe(400);
    expect((await call('POST', '/returns/not-a-return', { action: 'approve' })).json()).toMatchObject({ code: 'not_found', message: 'No return request not-a-return.' });
  });

  it('creates promo codes shoppers can apply, lists them in taka, and refuses a duplicate', async () => {
    const created = await call('POST', '/promo-codes', { code: 'boishakh', fixed: 150.5, min_order: 1000, expires_at: '2027-04-14T18:00:00Z', max_uses: 100, max_uses_per_user: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json().promo_code).toEqual({
      code: 'BOISHAKH', kind: 'fixed', value: 150.5, min_order: 1000, used_count: 0, max_uses: 100, max_uses_per_user: 1,
      starts_at: null, expires_at: '2027-04-14T18:00:00.000Z', active: true,
    });
    const listed = (await call('GET', '/promo-codes')).json<{ promo_codes: { code: string }[] }>().promo_codes;
    expect(listed.map((p) => p.code)).toEqual(expect.arrayContaining(['BOISHAKH', 'WELCOME10']));
    const duplicate = await call('POST', '/promo-codes', { code: 'Boishakh', percent: 5 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Promo code BOISHAKH already exists.');

    expect((await call('POST', '/promo-codes', { code: 'SHOPNO', percent: 12 })).statusCode).toBe(201);
    const item = await stockedItem(t.database.db, 5, 3);
    await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const apply = await t.app.inject({ method: 'POST', url: '/api/v1/promo/apply', headers: shopper.auth, payload: { promoCode: 'shopno' } });
    expect(apply.json()).toMatchObject({ success: true, message: 'Voucher Applied! 12% off' });
  });

  it.each([
    [{ code: 'NONE' }, 'percent'],
    [{ code: 'BOTH', percent: 10, fixed: 100 }, 'percent'],
    [{ code: 'BIG', percent: 120 }, 'percent'],
    [{ code: 'TINY', fixed: 0.005 }, 'fixed'],
    [{ code: 'HUGE', fixed: 99_999_999 }, 'fixed'],
    [{ code: 'S!', percent: 5 }, 'code'],
    [{ code: 'WHEN', percent: 5, expires_at: '31/12/2026' }, 'expires_at'],
    [{ code: 'BACKWARDS', percent: 5, starts_at: '2026-12-31T00:00:00Z', expires_at: '2026-12-01T00:00:00Z' }, 'expires_at'],
    [{ code: 'EXTRA', percent: 5, active: false }, 'active'],
  ])('refuses the promo %j with 400 naming %s', async (body, field) => {
    const res = await call('POST', '/promo-codes', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });
});

describe('staff lists of returns and payment proofs over HTTP', () => {
  const returns = async (query = '') => (await call('GET', `/returns${query}`)).json<{ returns: ReturnRecord[] }>().returns;
  const proofs = async (query = '') => (await call('GET', `/payment-proofs${query}`)).json<{ payment_proofs: StaffPaymentProof[] }>().payment_proofs;

  it('needs the staff key, never a shopper’s token', async () => {
    for (const url of ['/returns', '/payment-proofs']) {
      expect((await call('GET', url, undefined, {})).statusCode).toBe(401);
      expect((await call('GET', url, undefined, shopper.auth)).statusCode).toBe(401);
    }
  });

  it.each([
    ['/returns?status=lost', 'status'],
    ['/returns?status=submitted', 'status'],
    ['/returns?limit=0', 'limit'],
    ['/returns?colour=red', 'colour'],
    ['/payment-proofs?status=requested', 'status'],
    ['/payment-proofs?limit=1001', 'limit'],
  ])('refuses %s with 400 naming %s', async (url, field) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('lists the return a shopper requested, by status, newest first, with the id the decision needs', async () => {
    const { order } = await newOrder();
    for (const status of ['confirmed', 'shipped', 'out_for_delivery', 'delivered']) await call('POST', `/orders/${order.order_number}/status`, statusBody(status));
    const requested = await t.app.inject({
      method: 'POST', url: '/api/v1/returns', headers: shopper.auth,
      payload: { order_id: order.id, order_line_id: order.items[0]!.id, reason: 'The stitching came apart after one wash' },
    });
    expect(requested.statusCode).toBe(201);
    const record = requested.json<{ return: ReturnRecord }>().return;
    const { id } = record;

    // The same record the shopper sees, with the order's number.
    expect(await returns('?limit=1')).toEqual([record]);
    expect(record).toMatchObject({ order_number: order.order_number, reason: 'The stitching came apart after one wash', status: 'requested' });
    expect((await returns('?status=requested')).map((r) => r.id)).toContain(id);
    expect((await returns('?status=approved')).map((r) => r.id)).not.toContain(id);
    await call('POST', `/returns/${id}`, { action: 'approve' });
    expect((await returns('?status=approved')).map((r) => r.id)).toContain(id);
    expect((await returns()).map((r) => r.id)).toContain(id);
  });

  it('lists the payment proof a shopper submitted until staff decide it, in taka, without the screenshot', async () => {
    const { order } = await newOrder(1, 'Bkash');
    const submitted = await submitProof(t.app, shopper.auth, order.id, await proofPayload(order, { transaction_id: 'BK7Q2W9E4R', sender_number: '01812345678', sender_name: 'Farhana Islam' }));
    expect(submitted.statusCode).toBe(201);

    const waiting = (await proofs('?status=submitted')).find((p) => p.order_number === order.order_number);
    expect(waiting).toMatchObject({ order_id: order.id, transaction_id: 'BK7Q2W9E4R', payment_method: 'bkash', amount: order.total, sender_number: '01812345678', status: 'submitted' });
    expect(waiting).not.toHaveProperty('screenshot_url');
    await call('POST', `/orders/${order.order_number}/payment`, { status: 'paid' });
    expect((await proofs('?status=submitted')).map((p) => p.order_number)).not.toContain(order.order_number);
    expect((await proofs('?status=paid')).find((p) => p.order_number === order.order_number)?.status).toBe('paid');
  });
});

describe('a staff key from STAFF_API_KEY, answering other machines when allowed', () => {
  const configured = 'a-staff-key-from-the-environment-0123456789';
  let remote: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    remote = await buildTestApp({ staffApiKey: configured, staffApiRemote: true });
  });
  afterAll(() => remote?.close());

  it('takes that key (and writes no key file), from any address', async () => {
    const get = (authorization: string) => remote.app.inject({ method: 'GET', url: '/api/v1/staff/promo-codes', remoteAddress: '203.0.113.9', headers: { authorization } });
    expect((await get(`Staff ${configured}`)).statusCode).toBe(200);
    expect((await get(`staff ${configured}`)).statusCode).toBe(200);
    expect((await get(`Staff ${configured}x`)).statusCode).toBe(401);
    expect(() => statSync(staffKeyFile(remote.dataDir))).toThrow();
  });
});
