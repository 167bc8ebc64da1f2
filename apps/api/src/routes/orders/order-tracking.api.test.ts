import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AuditList, Order, TrackedOrder } from '@shop/shared';
import { CHECKOUT, fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { staffTestbed } from '../../../test/fixtures/staff';
import { staffKeyFile } from '../../modules/staff/staff-key';
import { parseCommand, UsageError } from '../../staff/parse-command';
import { runCommand } from '../../staff/run-command';
import { ALL_NETWORKS_MISSES_FACTOR } from './order-tracking.routes';

// Tracking (docs/decisions/045): the courier and tracking staff give when an order ships, the shopper's
// timeline, and the public tracking page's lookup by order number and phone.

const MISSES_PER_ORDER = 3;
const TRIES_PER_ADDRESS = 12;
let t: Awaited<ReturnType<typeof staffTestbed>>;
let manager: Awaited<ReturnType<typeof t.staffMember>>;
let rahima: Shopper;
let karim: Shopper;
let key: string;

beforeAll(async () => {
  t = await staffTestbed({
    limits: { ordersPerHour: 1000, unpaidOrders: 1000, trackingMissesPerOrderPerHour: MISSES_PER_ORDER, trackingTriesPerAddressPerHour: TRIES_PER_ADDRESS },
  });
  manager = await t.staffMember('manager', 'Nusrat Jahan');
  rahima = await signUp(t.app, { name: 'Rahima Khatun' });
  karim = await signUp(t.app, { name: 'Karim Uddin' });
  key = readFileSync(staffKeyFile(t.dataDir), 'utf8').trim();
});
afterAll(async () => t?.close());

let skip = 300;
async function newOrder(shopper = rahima, body: object = {}): Promise<Order> {
  const item = await stockedItem(t.db, 20, (skip += 7));
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 2 }]);
  return placeOrderOk(t.app, shopper, { ...CHECKOUT, customer_name: 'Rahima Khatun', customer_phone: '01712345678', ...body });
}
const move = (order: Order, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${order.order_number}/status`, headers: manager.change, payload });
const correct = (order: Order, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${order.order_number}/shipment`, headers: manager.change, payload });
const seen = async (order: Order, shopper = rahima) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: Order }>().order;
};
const detail = async (order: Order) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.order_number}`, headers: manager.read })).json<AdminOrderDetail>();
let address = 0;
/** A lookup from its own client address unless one is given, so the address limit trips only where tested. */
const track = (payload: object, remoteAddress = `10.77.${(address >> 8) & 255}.${(address += 1) & 255}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders/track', payload, remoteAddress });

describe('marking an order shipped', () => {
  it('is refused without a courier or without a tracking number or link, and the order stays where it was', async () => {
    const order = await newOrder();
    expect((await move(order, { status: 'confirmed' })).statusCode).toBe(200);
    const bare = await move(order, { status: 'shipped' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'validation_error', fields: { courier: expect.any(String), tracking_number: 'Give the tracking number, the tracking link, or both.' } });
    const noTracking = await move(order, { status: 'shipped', courier: 'steadfast' });
    expect(noTracking.statusCode).toBe(400);
    expect(Object.keys(noTracking.json().fields)).toEqual(['tracking_number']);
    const noName = await move(order, { status: 'shipped', courier: 'other', tracking_number: 'KX-1' });
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().fields)).toEqual(['courier_name']);
    const unknown = await move(order, { status: 'shipped', courier: 'dhl', tracking_number: 'KX-1001' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['courier']);
    // Tracking goes with shipping only.
    const early = await move(order, { status: 'processing', courier: 'pathao', tracking_number: 'PTH-1' });
    expect(early.statusCode).toBe(400);
    expect((await seen(order)).status).toBe('confirmed');
  });

  it('refuses a tracking link that is not https', async () => {
    const order = await newOrder();
    await move(order, { status: 'confirmed' });
    for (const link of ['http://steadfast.com.bd/t/123', 'javascript:alert(1)', 'ftp://redx.com.bd/1', 'https://', 'not a link']) {
      const res = await move(order, { status: 'shipped', courier: 'redx', tracking_url: link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().fields, link).toEqual({ tracking_url: 'A tracking link is an https:// address of at most 500 characters.' });
    }
    expect((await seen(order)).tracking.shipment).toBeNull();
  });

  it('keeps the courier and tracking on the order, its timeline and the audit, and shows them to its shopper only', async () => {
    const order = await newOrder();
    expect((await seen(order)).tracking.steps.map((s) => [s.step, s.reached])).toEqual([
      ['placed', true], ['confirmed', false], ['shipped', false], ['out_for_delivery', false], ['delivered', false],
    ]);
    await move(order, { status: 'confirmed' });
    const shipped = await move(order, { status: 'shipped', courier: 'steadfast', tracking_number: 'SF-88123456', tracking_url: 'https://steadfast.com.bd/t/SF-88123456' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ from: 'confirmed', to: 'shipped' });

    const mine = await seen(order);
    expect(mine.tracking.shipment).toEqual({ courier: 'steadfast', courier_name: null, tracking_number: 'SF-88123456', tracking_url: 'https://steadfast.com.bd/t/SF-88123456' });
    const steps = Object.fromEntries(mine.tracking.steps.map((s) => [s.step, s]));
    expect(steps.placed).toMatchObject({ reached: true, at: mine.created_at });
    expect(steps.confirmed).toMatchObject({ reached: true, at: expect.any(String) });
    expect(steps.shipped).toMatchObject({ reached: true, at: expect.any(String) });
    expect(Date.parse(steps.shipped!.at!)).toBeGreaterThanOrEqual(Date.parse(steps.confirmed!.at!));
    expect(steps.out_for_delivery).toEqual({ step: 'out_for_delivery', reached: false, at: null });
    expect(steps.delivered).toEqual({ step: 'delivered', reached: false, at: null });
    expect(mine.tracking.cancelled).toBeNull();

    // Another shopper cannot read it (the same 404 as a made-up id).
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: karim.auth });
    expect(other.statusCode).toBe(404);

    const { timeline } = await detail(order);
    expect(timeline.at(-1)).toMatchObject({
      kind: 'status', from: 'confirmed', to: 'shipped', actor_kind: 'staff', actor: manager.email,
      shipment: { courier: 'steadfast', tracking_number: 'SF-88123456', tracking_url: 'https://steadfast.com.bd/t/SF-88123456' },
    });
    const audit = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?entity_id=${order.order_number}&action=order.status`, headers: (await t.staffMember('owner')).read });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json<AuditList>().entries[0]).toMatchObject({ after: { status: 'shipped', shipment: { courier: 'steadfast', tracking_number: 'SF-88123456' } } });

    // Onwards: out for delivery and delivered get their dates.
    await move(order, { status: 'out_for_delivery' });
    await move(order, { status: 'delivered' });
    const delivered = await seen(order);
    expect(delivered.tracking.steps.every((s) => s.reached && s.at !== null)).toBe(true);
    expect(delivered.tracking.shipment?.tracking_number).toBe('SF-88123456');
  });

  it('takes another courier by its name', async () => {
    const order = await newOrder();
    await move(order, { status: 'processing' });
    const res = await move(order, { status: 'shipped', courier: 'other', courier_name: 'Janani Express', tracking_number: 'JE 4471/22' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await seen(order);
    expect(mine.tracking.shipment).toEqual({ courier: 'other', courier_name: 'Janani Express', tracking_number: 'JE 4471/22', tracking_url: null });
    // Processing counts as confirmed on the shopper's timeline.
    expect(mine.tracking.steps.find((s) => s.step === 'confirmed')).toMatchObject({ reached: true, at: expect.any(String) });
  });
});

describe('correcting a wrong tracking number', () => {
  it('changes what the shopper sees, and leaves the old and new on the timeline and in the audit', async () => {
    const order = await newOrder();
    await move(order, { status: 'confirmed' });
    await move(order, { status: 'shipped', courier: 'pathao', tracking_number: 'PTH-1111' });
    const res = await correct(order, { courier: 'redx', tracking_number: 'RX-2222', reason: 'Handed to RedX after all' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ order_number: order.order_number, shipment: { courier: 'redx', courier_name: null, tracking_number: 'RX-2222', tracking_url: null } });
    expect((await seen(order)).tracking.shipment).toMatchObject({ courier: 'redx', tracking_number: 'RX-2222' });
    expect((await detail(order)).timeline.at(-1)).toMatchObject({
      kind: 'tracking', from: 'Pathao PTH-1111', to: 'RedX RX-2222', reason: 'Handed to RedX after all', shipment: { courier: 'redx' },
    });
    const audit = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?entity_id=${order.order_number}&action=order.tracking`, headers: (await t.staffMember('owner')).read });
    expect(audit.json<AuditList>().entries[0]).toMatchObject({
      actor_kind: 'staff', actor: manager.email,
      before: { shipment: { courier: 'pathao', tracking_number: 'PTH-1111' } },
      after: { shipment: { courier: 'redx', tracking_number: 'RX-2222' } },
    });
  });

  it('is refused for an order that has not shipped, and for a link that is not https', async () => {
    const order = await newOrder();
    const early = await correct(order, { courier: 'redx', tracking_number: 'RX-3333' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('conflict');
    await move(order, { status: 'confirmed' });
    await move(order, { status: 'shipped', courier: 'pathao', tracking_number: 'PTH-3333' });
    const http = await correct(order, { courier: 'pathao', tracking_url: 'http://pathao.com/t/3333' });
    expect(http.statusCode).toBe(400);
    expect((await seen(order)).tracking.shipment?.tracking_number).toBe('PTH-3333');
  });
});

describe('the staff key and the staff tool', () => {
  const staffCall = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff${url}`, headers: { authorization: `Staff ${key}` }, payload });

  it('ship with the courier and tracking only, as the back office does', async () => {
    const order = await newOrder();
    await staffCall(`/orders/${order.order_number}/status`, { status: 'confirmed' });
    const bare = await staffCall(`/orders/${order.order_number}/status`, { status: 'shipped' });
    expect(bare.statusCode).toBe(400);
    const res = await staffCall(`/orders/${order.order_number}/status`, { status: 'shipped', courier: 'paperfly', tracking_number: 'PF-77' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await seen(order)).tracking.shipment).toMatchObject({ courier: 'paperfly', tracking_number: 'PF-77' });
    const fixed = await staffCall(`/orders/${order.order_number}/shipment`, { courier: 'paperfly', tracking_number: 'PF-78' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await seen(order)).tracking.shipment?.tracking_number).toBe('PF-78');
  });

  it('the command line asks for them, and prints them with the order', async () => {
    const order = await newOrder();
    const run = (...argv: string[]) => runCommand(t.db, parseCommand(argv));
    await run('orders', 'status', order.order_number, 'confirmed');
    expect(() => parseCommand(['orders', 'status', order.order_number, 'shipped'])).toThrow(UsageError);
    expect(() => parseCommand(['orders', 'status', order.order_number, 'shipped', '--courier', 'sundarban', '--tracking-url', 'http://x.bd/1'])).toThrow(
      'A tracking link is an https:// address of at most 500 characters.',
    );
    expect(await run('orders', 'status', order.order_number, 'shipped', '--courier', 'sundarban', '--tracking', 'SCS-5501')).toContain('-> shipped.');
    expect(await run('orders', 'show', order.order_number)).toContain('Courier    Sundarban  Tracking SCS-5501');
    expect((await seen(order)).tracking.shipment).toMatchObject({ courier: 'sundarban', tracking_number: 'SCS-5501' });
  });
});

describe('a cancelled order\'s timeline', () => {
  it('shows the steps it reached and the cancellation with its reason, no steps to come', async () => {
    const order = await newOrder();
    await move(order, { status: 'confirmed' });
    await move(order, { status: 'cancelled', reason: 'Out of stock at the warehouse' });
    const { tracking } = await seen(order);
    expect(tracking.steps.map((s) => s.step)).toEqual(['placed', 'confirmed']);
    expect(tracking.cancelled).toEqual({ at: expect.any(String), reason: 'Out of stock at the warehouse' });
  });
});

describe('the public tracking lookup', () => {
  it('answers the order\'s progress and courier to its number and phone, in any form, without the shopper\'s details', async () => {
    const order = await newOrder(rahima, { customer_phone: '+880 1712-345678' });
    await move(order, { status: 'confirmed' });
    await move(order, { status: 'shipped', courier: 'ecourier', tracking_number: 'EC-990011' });
    for (const phone of ['01712345678', '+8801712345678', '880 1712 345678']) {
      const res = await track({ order_number: order.order_number.toLowerCase(), phone });
      expect(res.statusCode, phone).toBe(200);
      const found = res.json<{ order: TrackedOrder }>().order;
      expect(found).toMatchObject({
        order_number: order.order_number, status: 'shipped', delivery: 'pickup_point', payment_method: 'Cash On Delivery',
        payment_status: 'pending', cash_due: order.total, item_count: 2,
        tracking: { shipment: { courier: 'ecourier', tracking_number: 'EC-990011' }, cancelled: null },
      });
      expect(found.pickup_point).toEqual({ name: expect.any(String), city: expect.any(String) });
    }
    const body = (await track({ order_number: order.order_number, phone: '01712345678' })).body;
    for (const secret of ['Rahima', '01712345678', 'customer', 'address', 'items']) expect(body).not.toContain(secret);
  });

  it('gives a wrong phone and an unknown order number the very same 404', async () => {
    const order = await newOrder(karim, { customer_phone: '01898765432' });
    const wrongPhone = await track({ order_number: order.order_number, phone: '01712345678' });
    const unknown = await track({ order_number: 'BZ-2611-00000000', phone: '01898765432' });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(unknown.body);
    expect(wrongPhone.json()).toEqual({ code: 'not_found', message: 'We found no order with this order number and phone number. Please check both and try again.' });
  });

  it('refuses what is not a phone number or an order number with a 400 naming the field', async () => {
    const badPhone = await track({ order_number: 'BZ-2611-12345678', phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fieldCodes).toEqual({ phone: 'phone_invalid' });
    const badNumber = await track({ order_number: 'BZ 2611; drop', phone: '01712345678' });
    expect(badNumber.statusCode).toBe(400);
    expect(Object.keys(badNumber.json().fields)).toEqual(['order_number']);
  });

  it('stops guessing the phone of one order number from one network: past its misses even the right phone waits there, with Retry-After', async () => {
    const order = await newOrder(karim, { customer_phone: '01898765432' });
    const guesser = '10.98.0.1';
    for (let miss = 0; miss < MISSES_PER_ORDER; miss++) {
      expect((await track({ order_number: order.order_number, phone: `0171000000${miss}` }, guesser)).statusCode).toBe(404);
    }
    const right = await track({ order_number: order.order_number, phone: '01898765432' }, guesser);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many tries for this order number\. Please try again in \d+ minutes?, or sign in to see your order\.$/) });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The shopper, on another network, is not shut out by the guesser.
    expect((await track({ order_number: order.order_number, phone: '01898765432' })).statusCode).toBe(200);
    // An hour later the guesser's network may look again.
    t.clock.now += 3_600_001;
    expect((await track({ order_number: order.order_number, phone: '01898765432' }, guesser)).statusCode).toBe(200);
  });

  it(`stops guessing spread over many networks at ${ALL_NETWORKS_MISSES_FACTOR} times one network's misses, for every network`, async () => {
    const order = await newOrder(karim, { customer_phone: '01898765432' });
    const all = MISSES_PER_ORDER * ALL_NETWORKS_MISSES_FACTOR;
    for (let miss = 0; miss < all; miss++) {
      // Each from a client address of its own, each under its own limit.
      expect((await track({ order_number: order.order_number, phone: `017200${String(miss).padStart(5, '0')}` })).statusCode).toBe(404);
    }
    const right = await track({ order_number: order.order_number, phone: '01898765432' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many tries for this order number\./);
    t.clock.now += 3_600_001;
    expect((await track({ order_number: order.order_number, phone: '01898765432' })).statusCode).toBe(200);
  });

  it('stops one client address after its tries, whatever the numbers', async () => {
    const from = '10.99.0.1';
    for (let i = 0; i < TRIES_PER_ADDRESS; i++) {
      expect((await track({ order_number: `BZ-2611-1000${String(i).padStart(4, '0')}`, phone: '01712345678' }, from)).statusCode).toBe(404);
    }
    const next = await track({ order_number: 'BZ-2611-20000000', phone: '01712345678' }, from);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/^Too many order lookups from your network\. Please try again in \d+ minutes?\.$/);
    expect((await track({ order_number: 'BZ-2611-20000000', phone: '01712345678' }, '10.99.0.2')).statusCode).toBe(404);
  });
});
