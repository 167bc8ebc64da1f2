import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpPeer, type HttpPeer } from '../../../../test/http-peer';
import { startPathaoStandIn, type PathaoStandIn } from '../../../../test/stand-ins/pathao';
import { startRedxStandIn, type RedxStandIn } from '../../../../test/stand-ins/redx';
import { startSteadfastStandIn, type SteadfastStandIn } from '../../../../test/stand-ins/steadfast';
import { createPathaoClient } from './pathao';
import { createRedxClient } from './redx';
import { createSteadfastClient } from './steadfast';
import { fromPathao, fromSteadfast, readPathaoWebhook, readRedxWebhook, readSteadfastWebhook, sameSecret } from './webhooks';

// The couriers' webhooks as the stand-ins send them, read and their senders checked (docs/decisions/073).

let steadfast: SteadfastStandIn;
let pathao: PathaoStandIn;
let redx: RedxStandIn;
let shop: HttpPeer;

beforeAll(async () => {
  [steadfast, pathao, redx, shop] = await Promise.all([startSteadfastStandIn(), startPathaoStandIn(), startRedxStandIn(), startHttpPeer()]);
});
afterAll(async () => {
  await Promise.all([steadfast?.close(), pathao?.close(), redx?.close(), shop?.close()]);
});

const last = () => shop.requests.at(-1);

describe("the couriers' webhooks", () => {
  it("reads Steadfast's delivery status and tracking notes, and knows its token", async () => {
    const booked = await createSteadfastClient({ url: steadfast.url, ...steadfast.credentials }).createOrder({ invoice: 'BZ-W-1', recipientName: 'Rahim', recipientPhone: '01712345678', recipientAddress: 'Mirpur 10, Dhaka', codPoisha: 99050 });
    await steadfast.sendWebhook(`${shop.url}/hooks/steadfast`, { consignmentId: booked.consignmentId, status: 'Partial Delivered', codAmount: 500, deliveryCharge: 70.5, message: 'Customer took one of two.' });
    expect(fromSteadfast(last()?.headers.authorization, steadfast.webhookToken)).toBe(true);
    expect(readSteadfastWebhook(last()?.body)).toEqual({ courier: 'Steadfast', parcelId: booked.consignmentId, invoice: 'BZ-W-1', status: 'Partial Delivered', message: 'Customer took one of two.', collectedPoisha: 50000, chargePoisha: 7050, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    await steadfast.sendWebhook(`${shop.url}/hooks/steadfast`, { consignmentId: booked.consignmentId, kind: 'tracking_update', message: 'At the Mirpur hub.' }, { token: 'forged' });
    expect(fromSteadfast(last()?.headers.authorization, steadfast.webhookToken)).toBe(false);
    expect(readSteadfastWebhook(last()?.body)).toMatchObject({ status: null, message: 'At the Mirpur hub.', collectedPoisha: null });
    await steadfast.sendWebhook(`${shop.url}/hooks/steadfast`, { consignmentId: booked.consignmentId }, { token: null });
    expect(fromSteadfast(last()?.headers.authorization, steadfast.webhookToken)).toBe(false);
    expect(readSteadfastWebhook({ notification_type: 'something_else' })).toBeNull();
  });

  it("reads Pathao's events and its address check, and knows its signature", async () => {
    const booked = await createPathaoClient({ url: pathao.url, ...pathao.credentials }).createOrder({
      storeId: pathao.storeId,
      merchantOrderId: 'BZ-W-2',
      recipientName: 'Karim',
      recipientPhone: '01812345678',
      recipientAddress: 'Road 27, Dhanmondi',
      cityId: 1,
      zoneId: 52,
      weightGrams: 500,
      quantity: 1,
      collectPoisha: 150000,
    });
    await pathao.sendWebhook(`${shop.url}/hooks/pathao`, { consignmentId: booked.consignmentId, event: 'order.delivered' });
    expect(fromPathao(last()?.headers['x-pathao-signature'] as string, pathao.webhookSecret)).toBe(true);
    expect(readPathaoWebhook(last()?.body)).toMatchObject({ courier: 'Pathao', parcelId: booked.consignmentId, invoice: 'BZ-W-2', status: 'order.delivered', collectedPoisha: 150000, chargePoisha: 6000 });
    await pathao.sendWebhook(`${shop.url}/hooks/pathao`, { consignmentId: booked.consignmentId, event: 'order.returned' }, { signature: null });
    expect(fromPathao(last()?.headers['x-pathao-signature'] as string | undefined, pathao.webhookSecret)).toBe(false);
    expect(readPathaoWebhook(last()?.body)).toMatchObject({ status: 'order.returned', collectedPoisha: null });
    await pathao.integrateWebhook(`${shop.url}/hooks/pathao`);
    expect(readPathaoWebhook(last()?.body)).toBe('integration');
    expect(readPathaoWebhook({ event: 'store.created' })).toBeNull();
  });

  it("reads RedX's status webhook", async () => {
    const { trackingId } = await createRedxClient({ url: redx.url, token: redx.token }).createParcel({ invoice: 'BZ-W-3', customerName: 'Nusrat', customerPhone: '01912345678', customerAddress: 'Dhanmondi', areaId: 2, areaName: 'Dhanmondi', collectPoisha: 0, valuePoisha: 50000, weightGrams: 400 });
    await redx.sendWebhook(`${shop.url}/hooks/redx/secret`, { trackingId, status: 'agent-returning', messageEn: 'Customer refused the parcel' });
    expect(readRedxWebhook(last()?.body)).toMatchObject({ courier: 'RedX', parcelId: trackingId, invoice: 'BZ-W-3', status: 'agent-returning', message: 'Customer refused the parcel' });
    expect(readRedxWebhook({ status: 'delivered' })).toBeNull();
  });

  it('compares secrets whole, never a prefix or an empty one', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('ab', 'abc')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret(undefined, 'abc')).toBe(false);
  });
});
