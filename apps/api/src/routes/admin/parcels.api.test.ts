import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminOrderDetail, BookingOutcome, BulkBookingAnswer, Order, OrderParcelAnswer, ParcelPlan, ParcelSettings } from '@shop/shared';
import { outboxMessages, shipments } from '../../db/schema/index';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { staffTestbed, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';
import { startPathaoStandIn, type PathaoStandIn } from '../../../test/stand-ins/pathao';
import { startRedxStandIn, type RedxStandIn } from '../../../test/stand-ins/redx';
import { startSteadfastStandIn, type SteadfastStandIn } from '../../../test/stand-ins/steadfast';

/*
 * Booking parcels from the back office (issue 25, docs/product/couriers.md, docs/decisions/077), against the
 * couriers' stand-ins: one order's 'Send with …', the courier's refusal, a lost answer settled without a second
 * booking, a bulk booking of 50 orders with one refused, Pathao's and RedX's places and quotes, and the defaults.
 */

let t: StaffTestbed;
let steadfast: SteadfastStandIn;
let pathao: PathaoStandIn;
let redx: RedxStandIn;
let support: StaffMember;
let manager: StaffMember;
let shopper: Shopper;
let item: Awaited<ReturnType<typeof stockedItem>>;

const DHANMONDI = 'House 7, Road 27, Dhanmondi, Dhaka-1209';

beforeAll(async () => {
  [steadfast, pathao, redx] = await Promise.all([startSteadfastStandIn(), startPathaoStandIn(), startRedxStandIn()]);
  t = await staffTestbed({
    // One shopper places every order of the file.
    limits: { ordersPerHour: 10_000, unpaidOrders: 10_000 },
    couriers: {
      // A lost answer is given up on quickly (the live read wait is 30 s).
      steadfast: { url: steadfast.url, ...steadfast.credentials, timeouts: { readMs: 300 } },
      pathao: { url: pathao.url, ...pathao.credentials, storeId: pathao.storeId, timeouts: { readMs: 300 } },
      redx: { url: redx.url, token: redx.token },
    },
  });
  support = await t.staffMember('support');
  manager = await t.staffMember('manager');
  item = await stockedItem(t.db, 500);
  shopper = await signUp(t.app, { name: 'Nusrat Jahan' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([steadfast?.close(), pathao?.close(), redx?.close()]);
});

/** A cash-on-delivery order to an address, moved to confirmed by staff. */
async function confirmedOrder(address = DHANMONDI, extra: object = {}): Promise<Order> {
  await fillCart(t.db, shopper.user.id, [{ ...item, quantity: 1 }]);
  const order = await placeOrderOk(t.app, shopper, { shipping_address: address, payment_method: 'Cash On Delivery', customer_name: 'Nusrat Jahan', customer_phone: '01712345678', ...extra });
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${order.order_number}/status`, headers: support.change, payload: { status: 'confirmed' } });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

const book = (orderNumber: string, payload: object, who = support) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${orderNumber}/parcel`, headers: who.change, payload });
const bookOk = async (orderNumber: string, payload: object) => {
  const res = await book(orderNumber, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingOutcome>();
};
const detail = async (orderNumber: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${orderNumber}`, headers: support.read })).json<AdminOrderDetail>();
const parcelOf = async (orderNumber: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${orderNumber}/parcel`, headers: support.read })).json<OrderParcelAnswer>().parcel;
const bookedWithSteadfast = (orderNumber: string) => steadfast.consignments.filter((c) => c.invoice.startsWith(orderNumber));

describe("'Send with Steadfast' on one order", () => {
  it('books the parcel for the total to collect, stores its ids and link, ships the order and tells the shopper', async () => {
    const order = await confirmedOrder();
    const outcome = await bookOk(order.order_number, { courier: 'steadfast', note: 'Call before coming', item_description: 'One kurti', steadfast_delivery: 'hub', weight_grams: 800 });
    expect(outcome).toMatchObject({ outcome: 'booked', problem: null });
    const [sent] = bookedWithSteadfast(order.order_number);
    expect(sent).toMatchObject({ invoice: order.order_number, recipient_phone: '01712345678', recipient_address: DHANMONDI, cod_amount: order.total, note: 'Call before coming', item_description: 'One kurti', delivery_type: 1 });
    expect(outcome.parcel).toMatchObject({
      courier: 'steadfast', state: 'booked', consignment_id: String(sent!.consignment_id), tracking_code: sent!.tracking_code,
      tracking_url: `https://steadfast.com.bd/t/${sent!.tracking_code}`, cod_amount: order.total, weight_grams: 800, delivery_type: 'hub',
    });
    const shipped = await detail(order.order_number);
    expect(shipped.order.status).toBe('shipped');
    expect(shipped.parcel).toMatchObject({ courier: 'steadfast', state: 'booked', tracking_code: sent!.tracking_code });
    expect(shipped.order.tracking.shipment).toMatchObject({ courier: 'steadfast', tracking_number: sent!.tracking_code, tracking_url: `https://steadfast.com.bd/t/${sent!.tracking_code}` });
    const messages = await t.db.select({ kind: outboxMessages.kind }).from(outboxMessages).where(eq(outboxMessages.userId, shopper.user.id));
    expect(messages.map((m) => m.kind)).toContain('order_shipped');
    expect((await parcelOf(order.order_number))?.state).toBe('booked');
  });

  it('refuses an order that is not confirmed, and never books an order twice', async () => {
    await fillCart(t.db, shopper.user.id, [{ ...item, quantity: 1 }]);
    const pending = await placeOrderOk(t.app, shopper, { shipping_address: DHANMONDI, payment_method: 'Cash On Delivery', customer_name: 'Nusrat Jahan', customer_phone: '01712345678' });
    const res = await book(pending.order_number, { courier: 'steadfast' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
    expect(bookedWithSteadfast(pending.order_number)).toHaveLength(0);

    const order = await confirmedOrder();
    await bookOk(order.order_number, { courier: 'steadfast' });
    const again = await bookOk(order.order_number, { courier: 'steadfast' });
    expect(again).toMatchObject({ outcome: 'refused', problem: 'has_parcel', parcel: { state: 'booked' } });
    expect(bookedWithSteadfast(order.order_number)).toHaveLength(1);
  });

  it("shows the courier's refusal on the order, books nothing, and books afresh once corrected", async () => {
    const order = await confirmedOrder();
    steadfast.refuseNextBooking('bad-phone');
    const refused = await bookOk(order.order_number, { courier: 'steadfast' });
    expect(refused).toMatchObject({ outcome: 'refused', problem: null, parcel: { state: 'refused', refusal_kind: 'bad-phone' } });
    expect(refused.parcel?.refusal).toMatch(/phone/i);
    const after = await detail(order.order_number);
    expect(after.order.status).toBe('confirmed');
    expect(after.parcel).toMatchObject({ state: 'refused', refusal_kind: 'bad-phone' });
    expect(bookedWithSteadfast(order.order_number)).toHaveLength(0);
    expect(await parcelOf(order.order_number)).toMatchObject({ state: 'refused', refusal_kind: 'bad-phone' });

    const booked = await bookOk(order.order_number, { courier: 'steadfast' });
    expect(booked).toMatchObject({ outcome: 'booked', parcel: { invoice: `${order.order_number}-2` } });
    expect(bookedWithSteadfast(order.order_number)).toHaveLength(1);
  });

  it('settles a booking whose answer was lost by asking about the invoice: booked once, never twice', async () => {
    const order = await confirmedOrder();
    const createsBefore = steadfast.calls['/create_order'] ?? 0;
    steadfast.loseNextAnswer();
    const lost = await bookOk(order.order_number, { courier: 'steadfast' });
    expect(lost).toMatchObject({ outcome: 'unknown', problem: 'answer_lost', parcel: { state: 'booking' } });
    expect((await detail(order.order_number)).order.status).toBe('confirmed');

    const settled = await bookOk(order.order_number, { courier: 'steadfast' });
    expect(settled).toMatchObject({ outcome: 'booked', parcel: { state: 'booked', invoice: order.order_number } });
    expect(steadfast.calls['/create_order']).toBe(createsBefore + 1);
    expect(bookedWithSteadfast(order.order_number)).toHaveLength(1);
    const shipped = await detail(order.order_number);
    expect(shipped.order.status).toBe('shipped');
    expect(shipped.order.tracking.shipment).toMatchObject({ courier: 'steadfast', tracking_number: order.order_number });
  });
});

describe('a bulk booking from the orders list', () => {
  it('books 50 confirmed orders with Steadfast in one call, one refused in its words and left confirmed', async () => {
    const orders: Order[] = [];
    for (let i = 0; i < 50; i += 1) orders.push(await confirmedOrder(`House ${i + 1}, Road 4, Zindabazar, Sylhet`));
    const bulkBefore = steadfast.calls['/create_order/bulk-order'] ?? 0;
    steadfast.refuseNextBooking('area-not-served');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/parcels/bulk', headers: support.change, payload: { order_numbers: orders.map((o) => o.order_number), courier: 'steadfast' } });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json<BulkBookingAnswer>();
    expect(steadfast.calls['/create_order/bulk-order']).toBe(bulkBefore + 1);
    expect(results.map((r) => r.order_number)).toEqual(orders.map((o) => o.order_number));
    const refused = results.filter((r) => r.outcome === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.parcel).toMatchObject({ state: 'refused', refusal_kind: 'area-not-served' });
    expect(results.filter((r) => r.outcome === 'booked')).toHaveLength(49);
    for (const order of orders) {
      const status = (await detail(order.order_number)).order.status;
      expect(status, order.order_number).toBe(order.order_number === refused[0]!.order_number ? 'confirmed' : 'shipped');
    }
  }, 120_000);

  it("settles a bulk booking whose answer was lost order by order, never booking one twice", async () => {
    const orders = [await confirmedOrder(), await confirmedOrder()];
    const numbers = orders.map((o) => o.order_number);
    const bulkBefore = steadfast.calls['/create_order/bulk-order'] ?? 0;
    steadfast.loseNextAnswer();
    const bulk = () => t.app.inject({ method: 'POST', url: '/api/v1/admin/parcels/bulk', headers: support.change, payload: { order_numbers: numbers, courier: 'steadfast' } });
    const lost = (await bulk()).json<BulkBookingAnswer>();
    expect(lost.results.map((r) => [r.outcome, r.problem, r.parcel?.state])).toEqual([['unknown', 'answer_lost', 'booking'], ['unknown', 'answer_lost', 'booking']]);
    const settled = (await bulk()).json<BulkBookingAnswer>();
    expect(settled.results.map((r) => r.outcome)).toEqual(['booked', 'booked']);
    expect(steadfast.calls['/create_order/bulk-order']).toBe(bulkBefore + 1);
    for (const number of numbers) expect(bookedWithSteadfast(number)).toHaveLength(1);
  });

  it('says per order why it was not sent, and refuses more than 100 orders at once', async () => {
    const confirmed = await confirmedOrder();
    await fillCart(t.db, shopper.user.id, [{ ...item, quantity: 1 }]);
    const pending = await placeOrderOk(t.app, shopper, { shipping_address: DHANMONDI, payment_method: 'Cash On Delivery', customer_name: 'Nusrat Jahan', customer_phone: '01712345678' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/parcels/bulk', headers: support.change, payload: { order_numbers: [confirmed.order_number, pending.order_number, 'BZ-0000-00000000'], courier: 'steadfast' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkBookingAnswer>().results.map((r) => [r.outcome, r.problem])).toEqual([['booked', null], ['refused', 'not_confirmed'], ['refused', 'not_found']]);
    const tooMany = await t.app.inject({ method: 'POST', url: '/api/v1/admin/parcels/bulk', headers: support.change, payload: { order_numbers: Array.from({ length: 101 }, (_, i) => `BZ-0000-${String(i).padStart(8, '0')}`), courier: 'steadfast' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('validation_error');
  });
});

describe('Pathao and RedX: the place found from the address, the charge before booking', () => {
  it("finds Pathao's city, zone and area, quotes its price plan, and books with them", async () => {
    const order = await confirmedOrder();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.order_number}/parcel-plan?courier=pathao&weight_grams=500`, headers: support.read });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<ParcelPlan>();
    expect(plan).toMatchObject({ district: 'Dhaka', cod_amount: order.total, charge: 60, location: { courier: 'pathao', city_id: 1, zone_id: 52, area_id: 3069 } });
    expect(plan.location?.zones.map((z) => z.name)).toContain('Mirpur 10');
    const outcome = await bookOk(order.order_number, { courier: 'pathao' });
    expect(outcome).toMatchObject({ outcome: 'booked', parcel: { courier: 'pathao', state: 'booked', charge: 60 } });
    expect(pathao.orders.at(-1)).toMatchObject({ merchant_order_id: order.order_number, recipient_city: 1, recipient_zone: 52, recipient_area: 3069 });
  });

  it('asks staff for the place when the address names none, and takes their correction', async () => {
    const order = await confirmedOrder('Near the big mosque, our village, Sylhet');
    expect(await bookOk(order.order_number, { courier: 'pathao' })).toMatchObject({ outcome: 'refused', problem: 'no_location', parcel: null });
    const corrected = await bookOk(order.order_number, { courier: 'pathao', location: { city_id: 2, zone_id: 1069 } });
    expect(corrected).toMatchObject({ outcome: 'booked', parcel: { courier: 'pathao' } });
  });

  it("leaves a Pathao booking whose answer was lost waiting, and never sends it again", async () => {
    const order = await confirmedOrder();
    const sent = () => pathao.orders.filter((o) => o.merchant_order_id === order.order_number).length;
    pathao.stall(true);
    try {
      expect(await bookOk(order.order_number, { courier: 'pathao' })).toMatchObject({ outcome: 'unknown', problem: 'answer_lost', parcel: { state: 'booking' } });
    } finally {
      pathao.stall(false);
    }
    expect(await bookOk(order.order_number, { courier: 'pathao' })).toMatchObject({ outcome: 'unknown', problem: 'answer_lost', parcel: { state: 'booking' } });
    expect(await bookOk(order.order_number, { courier: 'steadfast' })).toMatchObject({ outcome: 'unknown', problem: 'answer_lost' });
    expect(sent()).toBe(0);
    expect(bookedWithSteadfast(order.order_number)).toHaveLength(0);
    expect((await detail(order.order_number)).order.status).toBe('confirmed');
  });

  it("finds RedX's area in the district's list, quotes its charge, and books it", async () => {
    const order = await confirmedOrder();
    const plan = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.order_number}/parcel-plan?courier=redx`, headers: support.read })).json<ParcelPlan>();
    expect(plan.location).toMatchObject({ courier: 'redx', area_id: 2 });
    expect(plan.charge).toBeGreaterThan(0);
    const outcome = await bookOk(order.order_number, { courier: 'redx' });
    expect(outcome).toMatchObject({ outcome: 'booked', parcel: { courier: 'redx', state: 'booked' } });
    expect(redx.parcels.at(-1)).toMatchObject({ merchant_invoice_id: order.order_number, delivery_area_id: 2, delivery_area: 'Dhanmondi' });
    expect((await detail(order.order_number)).order.tracking.shipment?.tracking_url).toMatch(/^https:\/\/redx\.com\.bd\//);
  });
});

describe('the parcel settings', () => {
  it('lets a manager change the default weight and Steadfast delivery, which bookings then take; support may not', async () => {
    const denied = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/delivery/parcel-settings', headers: support.change, payload: { default_weight_grams: 1200, steadfast_delivery: 'hub' } });
    expect(denied.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/delivery/parcel-settings', headers: manager.change, payload: { default_weight_grams: 1200, steadfast_delivery: 'hub' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/delivery/parcel-settings', headers: support.read })).json<ParcelSettings>()).toEqual({ default_weight_grams: 1200, steadfast_delivery: 'hub' });
    const order = await confirmedOrder();
    const outcome = await bookOk(order.order_number, { courier: 'steadfast' });
    expect(outcome.parcel).toMatchObject({ weight_grams: 1200, delivery_type: 'hub' });
    const [row] = await t.db.select({ weight: shipments.weightGrams }).from(shipments).where(eq(shipments.invoice, order.order_number));
    expect(row?.weight).toBe(1200);
  });
});

describe("choosing the courier by the shop's own record", () => {
  it('proposes, per district, the courier that delivered more of its parcels, and books with it when staff let the shop pick', async () => {
    // The record so far: in Dhaka, Pathao delivered its parcels in a day and Steadfast's came back.
    const day = 24 * 60 * 60_000;
    await t.db.update(shipments).set({ state: 'delivered', deliveredAt: new Date(Date.now() + day) }).where(and(eq(shipments.courier, 'pathao'), eq(shipments.state, 'booked')));
    await t.db.update(shipments).set({ state: 'returned' }).where(and(eq(shipments.courier, 'steadfast'), eq(shipments.state, 'booked')));
    const order = await confirmedOrder();
    const plan = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.order_number}/parcel-plan`, headers: support.read })).json<ParcelPlan>();
    expect(plan.proposed).toBe('pathao');
    expect(plan.couriers[0]).toBe('pathao');
    expect(plan.records.find((r) => r.courier === 'pathao')).toMatchObject({ delivered: 1, returned: 0, average_days: 1 });

    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/parcels/bulk', headers: support.change, payload: { order_numbers: [order.order_number], courier: 'auto' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkBookingAnswer>().results[0]).toMatchObject({ outcome: 'booked', parcel: { courier: 'pathao' } });
  });
});
