import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BookingOutcome, Order } from '@shop/shared';
import { orderEvents, outboxMessages, shipmentEvents, shipments } from '../../db/schema/index';
import { noteSecret } from '../../../test/log-scan';
import { fillCart, placeOrderOk, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';
import { staffTestbed, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';
import { postWebhook } from '../../../test/stand-ins/courier-http';
import { startPathaoStandIn, type PathaoStandIn } from '../../../test/stand-ins/pathao';
import { startSteadfastStandIn, type SteadfastStandIn } from '../../../test/stand-ins/steadfast';
import { POLL_QUIET_MS } from '../../workflows/parcel-poller';

/*
 * Following parcels by the couriers' own updates (issue 25, docs/decisions/074): Steadfast's webhook moves the order
 * (delivered and paid with what the courier collected; a parcel that came back cancels the order and puts its stock
 * back), a repeated or older update changes nothing, a forged one is refused, and the poller settles a parcel whose
 * webhook never came. Pathao's check of the address and its signature.
 */

const REDX_SECRET = 'redx-hook-secret-0123456789abcdef';
noteSecret(REDX_SECRET);

let t: StaffTestbed;
let steadfast: SteadfastStandIn;
let pathao: PathaoStandIn;
let support: StaffMember;
let shopper: Shopper;
let item: Awaited<ReturnType<typeof stockedItem>>;
let base: string;
const clock = { now: Date.now() };

beforeAll(async () => {
  [steadfast, pathao] = await Promise.all([startSteadfastStandIn(), startPathaoStandIn()]);
  noteSecret(steadfast.webhookToken);
  noteSecret(pathao.webhookSecret);
  t = await staffTestbed({
    limits: { ordersPerHour: 10_000, unpaidOrders: 10_000 },
    couriers: { steadfast: { url: steadfast.url, ...steadfast.credentials } },
    courierWebhooks: { steadfastToken: steadfast.webhookToken, pathaoSecret: pathao.webhookSecret, redxSecret: REDX_SECRET },
    parcelNow: () => clock.now,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/couriers`;
  support = await t.staffMember('support');
  item = await stockedItem(t.db, 500);
  shopper = await signUp(t.app, { name: 'Nusrat Jahan' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([steadfast?.close(), pathao?.close()]);
});

/** A cash order confirmed by staff and booked with Steadfast from the back office: shipped, with its consignment. */
async function bookedOrder(): Promise<{ order: Order; consignmentId: string }> {
  await fillCart(t.db, shopper.user.id, [{ ...item, quantity: 2 }]);
  const order = await placeOrderOk(t.app, shopper, { shipping_address: 'House 7, Road 27, Dhanmondi, Dhaka', payment_method: 'Cash On Delivery', customer_name: 'Nusrat Jahan', customer_phone: '01712345678' });
  const confirmed = await t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${order.order_number}/status`, headers: support.change, payload: { status: 'confirmed' } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const booked = await t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${order.order_number}/parcel`, headers: support.change, payload: { courier: 'steadfast' } });
  expect(booked.statusCode, booked.body).toBe(200);
  const outcome = booked.json<BookingOutcome>();
  expect(outcome.outcome).toBe('booked');
  return { order, consignmentId: outcome.parcel!.consignment_id! };
}

const statusOf = async (order: Order) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.order_number}`, headers: support.read });
  return res.json<{ order: { status: string; payment_status: string } }>().order;
};
const parcelRow = async (consignmentId: string) => (await t.db.select().from(shipments).where(eq(shipments.consignmentId, consignmentId)))[0]!;
const messagesOf = async (order: Order, kind: string) =>
  (await t.db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.channel, 'email')))).filter((m) => (m.data as { order_id?: string }).order_id === order.id);

describe("Steadfast's webhook", () => {
  it('delivers a cash order: paid with what the courier collected, its charge kept, the shopper told once, a repeat changing nothing', async () => {
    const { order, consignmentId } = await bookedOrder();
    const body = {
      notification_type: 'delivery_status', consignment_id: Number(consignmentId), invoice: order.order_number, cod_amount: order.total, status: 'Delivered',
      delivery_charge: 60, tracking_message: 'Delivered to the customer.', updated_at: '2026-11-28 12:00:00',
    };
    const headers = { authorization: `Bearer ${steadfast.webhookToken}` };
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/couriers/steadfast/webhook', headers, payload: body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ result: 'moved' });
    expect(await statusOf(order)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(await parcelRow(consignmentId)).toMatchObject({ state: 'delivered', collectedAmount: Math.round(order.total * 100), charge: 6000, courierStatus: 'Delivered' });
    expect(await messagesOf(order, 'order_delivered')).toHaveLength(1);
    // The step it passed over is on the timeline, but told no one.
    expect(await messagesOf(order, 'order_out_for_delivery')).toHaveLength(0);

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/couriers/steadfast/webhook', headers, payload: body });
    expect(again.json()).toEqual({ result: 'repeat' });
    expect(await messagesOf(order, 'order_delivered')).toHaveLength(1);
    const row = await parcelRow(consignmentId);
    expect(await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, row.id))).toHaveLength(1);
    const parcelSteps = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'parcel')));
    expect(parcelSteps).toMatchObject([{ fromValue: 'booked', toValue: 'delivered', actorKind: 'system', actorLabel: 'Steadfast' }]);

    // An older word arriving late is kept for staff and moves nothing back.
    const late = await t.app.inject({ method: 'POST', url: '/api/v1/couriers/steadfast/webhook', headers, payload: { ...body, status: 'Pending', updated_at: '2026-11-28 09:00:00' } });
    expect(late.json()).toEqual({ result: 'kept' });
    expect((await parcelRow(consignmentId)).state).toBe('delivered');
  });

  it('cancels the order of a parcel that came back, with the courier\'s reason, and puts its stock back', async () => {
    const before = await stockOf(t.db, item.productId, item.size);
    const { order, consignmentId } = await bookedOrder();
    expect(await stockOf(t.db, item.productId, item.size)).toBe(before - 2);
    const sent = await steadfast.sendWebhook(`${base}/steadfast/webhook`, { consignmentId, status: 'Cancelled', message: 'Customer refused the parcel.' });
    expect(sent.status, sent.text).toBe(200);
    expect(await statusOf(order)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t.db, item.productId, item.size)).toBe(before);
    expect(await parcelRow(consignmentId)).toMatchObject({ state: 'returned', returnReason: 'Customer refused the parcel.' });
    // The shopper's order page reads the courier's step under 'Shipped'.
    const seen = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json<{ order: Order }>().order;
    expect(seen.tracking.parcel_steps?.map((step) => step.state)).toEqual(['returned']);
    const [told] = await messagesOf(order, 'order_cancelled');
    expect((told!.data as { reason: string }).reason).toBe('Steadfast returned the parcel: Customer refused the parcel.');
  });

  it('refuses a webhook without the shop\'s token, changing nothing', async () => {
    const { order, consignmentId } = await bookedOrder();
    for (const token of [null, 'not-the-token']) {
      const sent = await steadfast.sendWebhook(`${base}/steadfast/webhook`, { consignmentId, status: 'Delivered' }, { token });
      expect(sent.status).toBe(401);
    }
    expect(await statusOf(order)).toMatchObject({ status: 'shipped' });
    expect((await parcelRow(consignmentId)).state).toBe('booked');
  });

  it('answers 202 for a parcel the shop did not book and 400 for a body that is no update', async () => {
    const headers = { authorization: `Bearer ${steadfast.webhookToken}` };
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/couriers/steadfast/webhook', headers, payload: { notification_type: 'delivery_status', consignment_id: 999999999, invoice: 'BZ-NONE', status: 'Delivered', cod_amount: 100 } });
    expect(unknown.statusCode).toBe(202);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/couriers/steadfast/webhook', headers, payload: { hello: 'world' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('the poller', () => {
  it('asks Steadfast about a parcel with no news and settles it, then leaves it be until its next turn', async () => {
    const { order, consignmentId } = await bookedOrder();
    steadfast.setStatus(consignmentId, 'delivered');
    // Not yet: the webhooks have their chance first.
    expect(await t.app.parcelPoller.poll()).toBe(0);
    clock.now += POLL_QUIET_MS + 60_000;
    expect(await t.app.parcelPoller.poll()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(await parcelRow(consignmentId)).toMatchObject({ state: 'delivered', polls: 1 });
    expect(await messagesOf(order, 'order_delivered')).toHaveLength(1);
  });
});

describe("Pathao's and RedX's webhooks", () => {
  it("answer Pathao's check of the address as it documents, and refuse a wrong signature", async () => {
    expect(await pathao.integrateWebhook(`${base}/pathao/webhook`)).toBe(true);
    const forged = await postWebhook(`${base}/pathao/webhook`, { event: 'webhook_integration' }, { 'x-pathao-signature': 'nope' });
    expect(forged.status).toBe(401);
  });

  it('take RedX only at the address with the shop\'s secret', async () => {
    const body = { tracking_number: '21A427TU4BN3R', status: 'delivered', message_en: 'Delivered', invoice_number: 'BZ-NONE', timestamp: '2026-11-28T10:00:00Z' };
    expect((await postWebhook(`${base}/redx/webhook/not-the-secret-0123456789`, body)).status).toBe(401);
    expect((await postWebhook(`${base}/redx/webhook/${REDX_SECRET}`, body)).status).toBe(202);
  });
});
