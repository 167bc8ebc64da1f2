import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { dhakaDate, OrderSchema, PaymentProofListSchema, PaymentProofSchema, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, paymentProofs } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { dataUrl, gifImage, jpegWithExif, pngClaiming, pngScreenshot } from '../../../test/fixtures/payment-proofs';

// Every decode of a screenshot's pixels is counted (the real one runs), so a test can tell a refusal that
// came before any decoding from one that came after.
const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../modules/payment-proofs/screenshot-image', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../modules/payment-proofs/screenshot-image')>();
  return {
    ...real,
    reencodeScreenshot: (...args: Parameters<typeof real.reencodeScreenshot>) => {
      decodes.count += 1;
      return real.reencodeScreenshot(...args);
    },
  };
});

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
let screenshot: string;
beforeAll(async () => {
  t = await buildTestApp();
  screenshot = await pngScreenshot();
});
afterAll(() => t?.close());

const uploads = (on: TestApp = t) => join(on.dataDir, 'uploads', 'payment-proofs');
const storedFiles = (on: TestApp = t) => (existsSync(uploads(on)) ? readdirSync(uploads(on)) : []);
let skip = 0;

async function orderOf(shopper: Shopper, payment_method = 'Bkash', on: TestApp = t): Promise<Order> {
  const item = await stockedItem(on.database.db, 10, (skip += 3));
  await fillCart(on.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return placeOrderOk(on.app, shopper, { pickup_point_id: 1, payment_method });
}

const proof = (order: Order, overrides: Record<string, unknown> = {}) => ({
  transaction_id: `TRX${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  payment_method: 'bkash',
  amount: order.total,
  screenshot,
  sender_number: '01712345678',
  sender_name: 'Rahima Khatun',
  payment_date: dhakaDate(new Date()),
  ...overrides,
});

const submit = (shopper: Shopper, orderId: string, payload: object, on: TestApp = t) =>
  on.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/payment-proof`, headers: shopper.auth, payload });
const get = (shopper: Shopper | null, url: string, on: TestApp = t) => on.app.inject({ method: 'GET', url, headers: shopper?.auth ?? {} });
/** What `npm run staff -- payments mark … rejected` does to an order and its latest proof. */
async function reject(orderId: string, on: TestApp = t) {
  await on.database.db.update(orders).set({ paymentStatus: 'rejected' }).where(eq(orders.id, orderId));
  await on.database.db.update(paymentProofs).set({ status: 'rejected' }).where(eq(paymentProofs.orderId, orderId));
}
const TOO_LARGE = 'This image is too large to process. Please send a phone screenshot or a smaller picture.';

describe('POST /api/v1/orders/:id/payment-proof', () => {
  it('records the proof, stores a re-encoded WebP without EXIF or GPS, and marks the payment submitted', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const jpeg = await jpegWithExif();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, width: 400, height: 200 });
    expect(jpeg.includes(Buffer.from('Shapla Phones'))).toBe(true);
    const res = await submit(me, order.id, proof(order, { screenshot: dataUrl(jpeg, 'image/jpeg'), amount: '1250.50', sender_number: '+880 1712-345678' }));
    expect(res.statusCode).toBe(201);
    const answer = res.json<{ proof: unknown; order: unknown }>();
    const saved = PaymentProofSchema.parse(answer.proof);
    expect(saved).toMatchObject({ order_id: order.id, payment_method: 'bkash', amount: 1250.5, sender_number: '01712345678', status: 'submitted' });
    expect(saved.screenshot_url).toBe(`/api/v1/payment-proofs/${saved.id}/screenshot`);
    expect(OrderSchema.parse(answer.order)).toMatchObject({ id: order.id, payment_status: 'submitted' });

    const [row] = await t.database.db.select().from(paymentProofs).where(eq(paymentProofs.id, saved.id));
    expect(row?.amount).toBe(125_050);
    expect(row?.screenshot).toMatch(/^[0-9a-f]{32}\.webp$/);
    const stored = readFileSync(join(uploads(), row!.screenshot));
    const meta = await sharp(stored).metadata();
    // Turned upright by its EXIF orientation; nothing of the original's metadata survives.
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Shapla Phones'))).toBe(false);
    expect(stored.includes(Buffer.from('home of Rahima'))).toBe(false);
  });

  it('shrinks a large screenshot to 2000 px on its long side', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me, 'Nagad');
    const res = await submit(me, order.id, proof(order, { payment_method: 'nagad', screenshot: await pngScreenshot(1200, 3000) }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id));
    expect(await sharp(join(uploads(), row!.screenshot)).metadata()).toMatchObject({ width: 800, height: 2000 });
  });

  it.each([
    ['transaction_id', 'Transaction ID is required', 'transaction_id_required'],
    ['payment_method', 'Payment Method is required', 'method_required'],
    ['screenshot', 'Screenshot is required', 'screenshot_required'],
    ['sender_number', 'Sender Number is required', 'sender_number_required'],
    ['sender_name', 'Sender Name is required', 'sender_name_required'],
    ['payment_date', 'Payment Date is required', 'payment_date_required'],
  ])('refuses a proof without %s: %s', async (field, message, fieldCode) => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    for (const payload of [{ ...proof(order), [field]: undefined }, { ...proof(order), [field]: '' }, { ...proof(order), [field]: '   ' }]) {
      const res = await submit(me, order.id, JSON.parse(JSON.stringify(payload)) as object);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect(res.json().fieldCodes[field]).toBe(fieldCode);
    }
  });

  it('names all seven required fields of an empty form at once, and changes nothing', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const res = await submit(me, order.id, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      transaction_id: 'Transaction ID is required',
      payment_method: 'Payment Method is required',
      amount: 'Amount must be greater than 0',
      screenshot: 'Screenshot is required',
      sender_number: 'Sender Number is required',
      sender_name: 'Sender Name is required',
      payment_date: 'Payment Date is required',
    });
    expect((await get(me, `/api/v1/orders/${order.id}`)).json().order.payment_status).toBe('pending');
  });

  it.each([0, -1, '0', 'abc', null, 12.345])('refuses the amount %s', async (amount) => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const res = await submit(me, order.id, proof(order, { amount }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.amount).toBe(amount === 12.345 ? 'Amount must be in taka with at most 2 decimals.' : 'Amount must be greater than 0');
  });

  it('checks the transaction ID, the wallet number, the payment date and unknown fields', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const field = async (overrides: Record<string, unknown>, name: string) => {
      const res = await submit(me, order.id, proof(order, overrides));
      expect(res.statusCode).toBe(400);
      return res.json().fields[name] as string;
    };
    const fieldCode = async (overrides: Record<string, unknown>, name: string) =>
      (await submit(me, order.id, proof(order, overrides))).json().fieldCodes[name] as string;
    expect(await fieldCode({ transaction_id: 'AB' }, 'transaction_id')).toBe('transaction_id_invalid');
    expect(await fieldCode({ sender_number: '12345' }, 'sender_number')).toBe('phone_invalid');
    expect(await fieldCode({ sender_name: 'x'.repeat(101) }, 'sender_name')).toBe('sender_name_too_long');
    expect(await fieldCode({ amount: 12.345 }, 'amount')).toBe('amount_invalid');
    expect(await fieldCode({ payment_date: '2026-02-30' }, 'payment_date')).toBe('payment_date_invalid');
    expect(await fieldCode({ payment_date: dhakaDate(Date.now() + 3 * 86_400_000) }, 'payment_date')).toBe('payment_date_future');
    expect(await fieldCode({ payment_date: dhakaDate(Date.parse(order.created_at) - 3 * 86_400_000) }, 'payment_date')).toBe('payment_date_before_order');
    expect(await fieldCode({ order_total: 1 }, 'order_total')).toBe('unknown_field');
    expect(await field({ transaction_id: 'AB' }, 'transaction_id')).toBe('Transaction ID must be 4 to 40 letters, digits or dashes.');
    expect(await field({ transaction_id: 'ABC 123<script>' }, 'transaction_id')).toBe('Transaction ID must be 4 to 40 letters, digits or dashes.');
    expect(await field({ payment_method: 'paypal' }, 'payment_method')).toBe('Payment Method is required');
    expect(await field({ sender_number: '12345' }, 'sender_number')).toBe('Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).');
    expect(await field({ payment_date: '2026-02-30' }, 'payment_date')).toBe('Payment Date must be a real date (YYYY-MM-DD).');
    expect(await field({ payment_date: dhakaDate(Date.now() + 3 * 86_400_000) }, 'payment_date')).toBe('Payment Date cannot be in the future.');
    expect(await field({ payment_date: dhakaDate(Date.parse(order.created_at) - 3 * 86_400_000) }, 'payment_date')).toBe(
      'Payment Date cannot be before the order was placed.',
    );
    expect(await field({ order_total: 1 }, 'order_total')).toBe('Unknown field.');
    // A bank transfer's sender is an account number, not a phone.
    const bank = await submit(me, order.id, proof(order, { payment_method: 'bank', sender_number: 'DBBL 123.110.42' }));
    expect(bank.statusCode).toBe(201);
    expect(bank.json().proof.sender_number).toBe('DBBL 123.110.42');
  });

  it('refuses screenshots that are not PNG, JPEG or WebP images, whatever they claim, and stores nothing', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const before = storedFiles().length;
    const png = (text: string) => dataUrl(Buffer.from(text));
    const cases: [string, string][] = [
      ['data:image/png;base64,@@not-base64@@', 'Failed to process image'],
      ['not base64 at all!', 'Failed to process image'],
      ['data:image/png,rawtext', 'Failed to process image'],
      [png('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'), 'The screenshot must be a PNG, JPEG or WebP image.'],
      [png('<!doctype html><html><script>alert(document.cookie)</script></html>'), 'The screenshot must be a PNG, JPEG or WebP image.'],
      [png('Transaction 9C7A1B2D3E, paid 1250 taka'), 'The screenshot must be a PNG, JPEG or WebP image.'],
      [dataUrl(await gifImage()), 'The screenshot must be a PNG, JPEG or WebP image.'],
      // The right magic bytes with nothing behind them.
      [dataUrl(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')])), 'Failed to process image'],
      [dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3])), 'Failed to process image'],
    ];
    for (const [bad, message] of cases) {
      const res = await submit(me, order.id, proof(order, { screenshot: bad }));
      expect(res.statusCode, bad.slice(0, 60)).toBe(400);
      const fieldCode = message === 'Failed to process image' ? 'screenshot_unreadable' : 'screenshot_type';
      expect(res.json()).toMatchObject({ message, fields: { screenshot: message }, fieldCodes: { screenshot: fieldCode } });
    }
    // Bare base64, as some clients send it, is fine.
    const bare = await submit(me, order.id, proof(order, { screenshot: screenshot.split(',')[1] }));
    expect(bare.statusCode).toBe(201);
    expect(storedFiles().length).toBe(before + 1);
  });

  it('refuses a screenshot over 5 MB, or over 40 megapixels by its header, before decoding it', async () => {
    const decoded = decodes.count;
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const before = storedFiles().length;
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    pngClaiming(100, 100).copy(big);
    const tooBig = await submit(me, order.id, proof(order, { screenshot: dataUrl(big) }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'payload_too_large',
      fields: { screenshot: 'The screenshot must be at most 5 MB.' },
      fieldCodes: { screenshot: 'screenshot_too_large' },
    });

    const hugeBody = await submit(me, order.id, proof(order, { screenshot: dataUrl(Buffer.alloc(6 * 1024 * 1024)) }));
    expect(hugeBody.statusCode).toBe(413);
    expect(hugeBody.json()).toMatchObject({ message: 'The screenshot must be at most 5 MB.', code: 'payload_too_large', fieldCodes: { screenshot: 'screenshot_too_large' } });

    for (const [width, height] of [[8000, 6000], [100_000, 100_000]] as const) {
      const bomb = await submit(me, order.id, proof(order, { screenshot: dataUrl(pngClaiming(width, height)) }));
      expect(bomb.statusCode).toBe(413);
      expect(bomb.json().fields.screenshot).toBe(TOO_LARGE);
      expect(bomb.json().fieldCodes.screenshot).toBe('screenshot_too_many_pixels');
    }
    expect(decodes.count).toBe(decoded);
    expect(storedFiles().length).toBe(before);
    expect((await get(me, `/api/v1/orders/${order.id}`)).json().order.payment_status).toBe('pending');
  });

  it('takes a screenshot just under 5 MB through the body limit', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    // Noise does not compress: a real PNG close to the limit.
    const side = 1250;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2_654_435_761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(4.4 * 1024 * 1024);
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const res = await submit(me, order.id, proof(order, { screenshot: dataUrl(png) }));
    expect(res.statusCode).toBe(201);
  });

  it('is refused for cash on delivery, a cancelled order, and while a proof is waiting; welcome again after a rejection', async () => {
    const me = await signUp(t.app);
    const cod = await orderOf(me, 'Cash On Delivery');
    const codRes = await submit(me, cod.id, proof(cod));
    expect(codRes.statusCode).toBe(409);
    expect(codRes.json()).toMatchObject({ code: 'proof_not_needed', message: 'This order is paid in cash on delivery; no payment proof is needed.' });

    const cancelled = await orderOf(me);
    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${cancelled.id}/cancel`, headers: me.auth, payload: { reason: 'Changed my mind' } });
    expect((await submit(me, cancelled.id, proof(cancelled))).json()).toMatchObject({ code: 'order_cancelled' });

    const order = await orderOf(me);
    const first = proof(order);
    expect((await submit(me, order.id, first)).statusCode).toBe(201);
    const second = await submit(me, order.id, proof(order));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'proof_pending', message: 'A payment proof for this order is already being checked.' });

    // Staff refuse it (npm run staff -- payments mark … rejected does exactly this).
    await reject(order.id);
    const again = await submit(me, order.id, proof(order, { transaction_id: first.transaction_id }));
    expect(again.statusCode).toBe(201);
    expect(again.json().order.payment_status).toBe('submitted');
    const list = PaymentProofListSchema.parse((await get(me, `/api/v1/orders/${order.id}/payment-proofs`)).json()).proofs;
    expect(list.map((p) => p.status)).toEqual(['submitted', 'rejected']);

    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    expect((await submit(me, order.id, proof(order))).json()).toMatchObject({ code: 'already_paid' });
  });

  it('takes one of two proofs sent at the same moment and leaves no file of the other', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const before = storedFiles().length;
    const answers = await Promise.all([submit(me, order.id, proof(order)), submit(me, order.id, proof(order))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(storedFiles().length).toBe(before + 1);
    expect(await t.database.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toHaveLength(1);
  });

  it('refuses a transaction ID already given for another order', async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const [mine, theirs] = [await orderOf(me), await orderOf(other)];
    expect((await submit(other, theirs.id, proof(theirs, { transaction_id: 'BK-7788-XYZ' }))).statusCode).toBe(201);
    const res = await submit(me, mine.id, proof(mine, { transaction_id: 'bk-7788-xyz' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('duplicate_transaction');
  });

  it('takes one transaction ID for one order only, even when two orders send it at the same moment', async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const [mine, theirs] = [await orderOf(me), await orderOf(other)];
    const before = storedFiles().length;
    const answers = await Promise.all([
      submit(me, mine.id, proof(mine, { transaction_id: 'NG-5566-RACE' })),
      submit(other, theirs.id, proof(theirs, { transaction_id: 'ng-5566-race' })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('duplicate_transaction');
    expect(storedFiles().length).toBe(before + 1);
    const recorded = await t.database.db.select().from(paymentProofs).where(sql`upper(${paymentProofs.transactionId}) = 'NG-5566-RACE'`);
    expect(recorded).toHaveLength(1);
  });
});

describe('only the owner sees an order\'s proofs and screenshots', () => {
  it('lists proofs and serves the screenshot to the owner as an inert image; 404 to everyone else', async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const order = await orderOf(me);
    const { proof: saved } = (await submit(me, order.id, proof(order))).json<{ proof: { id: string; screenshot_url: string } }>();

    const list = await get(me, `/api/v1/orders/${order.id}/payment-proofs`);
    expect(list.statusCode).toBe(200);
    expect(PaymentProofListSchema.parse(list.json()).proofs.map((p) => p.id)).toEqual([saved.id]);

    const image = await get(me, saved.screenshot_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="payment-proof.webp"',
      'cache-control': 'private, no-store',
    });
    expect(image.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    const otherOrder = await orderOf(other);
    for (const url of [`/api/v1/orders/${order.id}/payment-proofs`, saved.screenshot_url, '/api/v1/payment-proofs/not-a-uuid/screenshot']) {
      const res = await get(other, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    const foreign = await submit(other, order.id, proof(order));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Order not found.', code: 'not_found' });
    expect((await submit(me, otherOrder.id, proof(otherOrder))).statusCode).toBe(404);
    expect((await submit(me, '12345', proof(order))).statusCode).toBe(404);
    // Without a token, nothing at all.
    for (const url of [saved.screenshot_url, `/api/v1/orders/${order.id}/payment-proofs`]) expect((await get(null, url)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/payment-proof`, payload: proof(order) })).statusCode).toBe(401);
    // Uploaded files are never reachable as static files.
    const file = storedFiles()[0]!;
    for (const url of [`/uploads/payment-proofs/${file}`, `/images/../uploads/payment-proofs/${file}`]) {
      expect((await get(null, url)).headers['content-type'] ?? '').not.toMatch(/image/);
    }
  });
});

describe('what decoding a screenshot may cost (docs/decisions/025)', () => {
  it('refuses a small PNG whose header declares 6300 x 6300 16-bit RGBA pixels with a 413, without decoding it', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const [decoded, before] = [decodes.count, storedFiles().length];
    // 40 million pixels, under the pixel limit; 8 bytes each once decoded: 318 MB of memory for one upload.
    const bomb = pngClaiming(6300, 6300, 16, 'rgba');
    expect(bomb.length).toBeLessThan(2048);
    const res = await submit(me, order.id, proof(order, { screenshot: dataUrl(bomb) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: TOO_LARGE,
      code: 'payload_too_large',
      fields: { screenshot: TOO_LARGE },
      fieldCodes: { screenshot: 'screenshot_too_many_pixels' },
    });
    expect(decodes.count).toBe(decoded);
    expect(storedFiles().length).toBe(before);
    // The same picture in 8-bit greyscale is 40 MB once decoded: it is read (and found to hold no pixels).
    const shallow = await submit(me, order.id, proof(order, { screenshot: dataUrl(pngClaiming(6300, 6300)) }));
    expect(shallow.json().fields.screenshot).toBe('Failed to process image');
    expect(shallow.json().fieldCodes.screenshot).toBe('screenshot_unreadable');
    expect(decodes.count).toBe(decoded + 1);
  });

  it("reads nothing of an image sent for someone else's order, or for an order that takes no proof", async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const order = await orderOf(me);
    const cancelled = await orderOf(me);
    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${cancelled.id}/cancel`, headers: me.auth, payload: { reason: 'Changed my mind' } });
    const decoded = decodes.count;
    const bomb = dataUrl(pngClaiming(6300, 6300, 16, 'rgba'));
    for (const image of [screenshot, bomb]) {
      expect((await submit(other, order.id, proof(order, { screenshot: image }))).json()).toEqual({ message: 'Order not found.', code: 'not_found' });
      expect((await submit(me, cancelled.id, proof(cancelled, { screenshot: image }))).json().code).toBe('order_cancelled');
    }
    expect(decodes.count).toBe(decoded);
  });

  it('decodes one upload per order at a time: of five sent at once, one is decoded and taken, the others answer 409', async () => {
    const me = await signUp(t.app);
    const order = await orderOf(me);
    const [decoded, before] = [decodes.count, storedFiles().length];
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(me, order.id, proof(order))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().code).toBe('proof_pending');
    expect(decodes.count).toBe(decoded + 1);
    expect(storedFiles().length).toBe(before + 1);
  });
});

describe('payment proofs per order and per account per day (docs/decisions/025)', () => {
  let limited: TestApp;
  let now = Date.parse('2026-12-01T06:00:00Z');
  beforeAll(async () => {
    limited = await buildTestApp({ limits: { proofsPerOrder: 2, proofsPerDay: 3 }, throttling: { now: () => now } });
  });
  afterAll(() => limited?.close());

  it('takes a few proofs per order; a new one deletes the refused one\'s screenshot and keeps its record', async () => {
    const me = await signUp(limited.app);
    const order = await orderOf(me, 'Bkash', limited);
    const first = await submit(me, order.id, proof(order), limited);
    expect(first.statusCode).toBe(201);
    const firstProof = first.json<{ proof: { id: string; screenshot_url: string } }>().proof;
    expect(storedFiles(limited)).toHaveLength(1);
    await reject(order.id, limited);

    const second = await submit(me, order.id, proof(order), limited);
    expect(second.statusCode).toBe(201);
    // One order keeps one screenshot: the refused proof's file is gone, its details stay for staff.
    expect(storedFiles(limited)).toHaveLength(1);
    expect((await get(me, firstProof.screenshot_url, limited)).statusCode).toBe(404);
    expect((await get(me, second.json().proof.screenshot_url, limited)).statusCode).toBe(200);
    const listed = PaymentProofListSchema.parse((await get(me, `/api/v1/orders/${order.id}/payment-proofs`, limited)).json()).proofs;
    expect(listed.map((p) => [p.id === firstProof.id, p.status])).toEqual([[false, 'submitted'], [true, 'rejected']]);
    await reject(order.id, limited);

    const decoded = decodes.count;
    const third = await submit(me, order.id, proof(order), limited);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      code: 'proof_limit',
      message: 'This order has had 2 payment proofs, as many as it takes. Please contact us and we will sort out the payment with you.',
    });
    expect(decodes.count).toBe(decoded);
    expect(storedFiles(limited)).toHaveLength(1);
  });

  it('checks a few screenshots per account a day, then answers 429 with Retry-After until the day is over', async () => {
    const [me, other] = await Promise.all([signUp(limited.app), signUp(limited.app)]);
    const orders4 = [];
    for (let i = 0; i < 4; i++) orders4.push(await orderOf(me, 'Bkash', limited));
    // Order, pay, cancel, again: each round leaves a screenshot staff still have to decide on.
    for (const order of orders4.slice(0, 3)) {
      expect((await submit(me, order.id, proof(order), limited)).statusCode).toBe(201);
      await limited.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/cancel`, headers: me.auth, payload: { reason: 'Changed my mind' } });
    }
    const [decoded, before] = [decodes.count, storedFiles(limited).length];
    const last = orders4[3]!;
    const refused = await submit(me, last.id, proof(last), limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'You have sent 3 payment screenshots today, the most we check in a day. Please try again in 24 hours.',
    });
    expect(refused.headers['retry-after']).toBe('86400');
    expect(decodes.count).toBe(decoded);
    expect(storedFiles(limited)).toHaveLength(before);

    // Another shopper is not held up; the next day the shopper is welcome again.
    const theirs = await orderOf(other, 'Bkash', limited);
    expect((await submit(other, theirs.id, proof(theirs), limited)).statusCode).toBe(201);
    now += 86_400_000;
    expect((await submit(me, last.id, proof(last), limited)).statusCode).toBe(201);
  });
});
