import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpPeer, type HttpPeer } from '../../../../test/http-peer';
import { listenOnLoopback } from '../../../../test/loopback';
import { startPathaoStandIn, type PathaoStandIn } from '../../../../test/stand-ins/pathao';
import { OutsideServiceError } from '../../../lib/outside-http';
import { CourierRefusal } from './common';
import { createPathaoClient, type PathaoParcel } from './pathao';
import { PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_SECRET } from './webhooks';

// The Pathao client against its stand-in (docs/decisions/073): the token granted once, kept and renewed, the location
// lists, the price plan and the booking as Pathao documents them, refusals in Pathao's words, a stalled courier
// bounded by the read wait, no secret in an error.

let pathao: PathaoStandIn;
let shop: HttpPeer;

beforeAll(async () => {
  pathao = await startPathaoStandIn();
  shop = await startHttpPeer();
});
afterAll(async () => {
  await pathao?.close();
  await shop?.close();
});
beforeEach(() => {
  pathao.stall(false);
  pathao.tokenLifetime(432_000);
});

const SHORT = { connectMs: 300, readMs: 300 };
let clock = 1_000_000;
const client = () => createPathaoClient({ url: pathao.url, ...pathao.credentials, timeouts: SHORT, retryDelayMs: 10, now: () => clock });
let orderNumbers = 0;
const parcel = (over: Partial<PathaoParcel> = {}): PathaoParcel => ({
  storeId: pathao.storeId,
  merchantOrderId: `BZ-P-${(orderNumbers += 1)}`,
  recipientName: 'Karim Uddin',
  recipientPhone: '8801812345678',
  recipientAddress: 'Flat 3B, House 9, Road 27, Dhanmondi',
  cityId: 1,
  zoneId: 52,
  areaId: 3069,
  weightGrams: 300,
  quantity: 2,
  collectPoisha: 129000,
  instruction: 'Fragile',
  description: 'Two glass jars',
  ...over,
});
const grants = () => ({ password: pathao.calls['issue-token:password'] ?? 0, refresh: pathao.calls['issue-token:refresh_token'] ?? 0 });

describe('the Pathao client', () => {
  it('is granted a token once for many calls, renews it by the refresh token before it ends, and asks anew when it is refused', async () => {
    const courier = client();
    const before = grants();
    await Promise.all([courier.cities(), courier.zones(1), courier.stores()]);
    expect(grants()).toEqual({ password: before.password + 1, refresh: before.refresh });

    pathao.tokenLifetime(3600);
    pathao.expireTokens();
    // A token Pathao stopped taking: the call is made again once, with a new grant.
    expect(await courier.areas(52)).toHaveLength(2);
    expect(grants()).toEqual({ password: before.password + 2, refresh: before.refresh });
    // Half an hour before a one-hour token ends it is renewed by its refresh token, not by the password.
    clock += 1_801_000;
    await courier.cities();
    expect(grants()).toEqual({ password: before.password + 2, refresh: before.refresh + 1 });
    await courier.cities();
    expect(grants()).toEqual({ password: before.password + 2, refresh: before.refresh + 1 });
    // Calls that meet the same refused token together wait for one new grant.
    pathao.expireTokens();
    await Promise.all([courier.cities(), courier.zones(2), courier.areas(1069)]);
    expect(grants()).toEqual({ password: before.password + 3, refresh: before.refresh + 1 });
  });

  it("reads Pathao's cities, zones, areas and stores", async () => {
    const courier = client();
    expect(await courier.cities()).toContainEqual({ cityId: 1, name: 'Dhaka' });
    expect(await courier.zones(1)).toEqual([
      { zoneId: 52, name: 'Dhanmondi' },
      { zoneId: 298, name: 'Mirpur 10' },
    ]);
    expect(await courier.areas(298)).toEqual([{ areaId: 4010, name: 'Senpara', homeDelivery: true, pickup: false }]);
    expect(await courier.stores()).toEqual([{ storeId: pathao.storeId, name: 'Bazar Dhanmondi', address: 'House 1, Road 2, Dhanmondi', active: true, cityId: 1, zoneId: 52, isDefault: true }]);
  });

  it('asks the price plan and books a parcel as Pathao documents them, reading money back in poisha', async () => {
    const courier = client();
    expect(await courier.price({ storeId: pathao.storeId, cityId: 1, zoneId: 52, weightGrams: 1500 })).toEqual({ finalPoisha: 7500, pricePoisha: 7500, discountPoisha: 0, codEnabled: true, codFraction: 0.01, planId: 69 });
    const request = parcel();
    const booked = await courier.createOrder(request);
    expect(pathao.orders.at(-1)).toMatchObject({
      merchant_order_id: request.merchantOrderId,
      recipient_phone: '01812345678',
      recipient_city: 1,
      recipient_zone: 52,
      recipient_area: 3069,
      delivery_type: 48,
      item_type: 2,
      item_quantity: 2,
      item_weight: 0.5,
      amount_to_collect: 1290,
      special_instruction: 'Fragile',
      item_description: 'Two glass jars',
    });
    expect(booked).toEqual({ consignmentId: pathao.orders.at(-1)?.consignment_id, merchantOrderId: request.merchantOrderId, status: 'Pending', deliveryFeePoisha: 6000 });
    expect(await courier.orderInfo(booked.consignmentId)).toMatchObject({ consignmentId: booked.consignmentId, merchantOrderId: request.merchantOrderId, status: 'Pending', statusSlug: 'Pending' });
    await expect(courier.createOrder(parcel({ collectPoisha: 129050 }))).rejects.toBeInstanceOf(RangeError);
  });

  it("gives Pathao's refusals in its own words, typed, without counting them against the courier", async () => {
    const courier = client();
    const unserved = await courier.createOrder(parcel({ cityId: 32, zoneId: 2001, areaId: 6001 })).catch((e: unknown) => e);
    expect(unserved).toBeInstanceOf(CourierRefusal);
    expect(unserved).toMatchObject({ courier: 'Pathao', kind: 'area-not-served', words: 'Delivery is not available in the selected zone.', fields: { recipient_zone: ['Delivery is not available in the selected zone.'] } });
    pathao.refuseNextBooking('bad-phone');
    await expect(courier.createOrder(parcel())).rejects.toMatchObject({ kind: 'bad-phone', words: 'The recipient phone format is invalid.' });
    pathao.refuseNextBooking('duplicate-invoice');
    await expect(courier.createOrder(parcel())).rejects.toMatchObject({ kind: 'duplicate-invoice', words: 'The merchant order id has already been taken.' });
    const sent = pathao.calls['/orders'];
    await expect(courier.createOrder(parcel({ recipientPhone: '0181234' }))).rejects.toMatchObject({ kind: 'bad-phone' });
    expect(pathao.calls['/orders']).toBe(sent);
    expect(courier.state()).toBe('closed');
  });

  it('gives up on a stalled Pathao within the read wait and books once', async () => {
    const courier = client();
    await courier.token();
    pathao.stall(true);
    const sent = pathao.calls['/orders'] ?? 0;
    const started = Date.now();
    const error = await courier.createOrder(parcel()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceError);
    expect(error).toMatchObject({ stage: 'read', outcomeUnknown: true });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(pathao.calls['/orders']).toBe(sent + 1);
  });

  it('puts no credential or token in any error', async () => {
    const wrong = createPathaoClient({ url: pathao.url, ...pathao.credentials, clientSecret: 'pathao-wrong-secret-31', password: 'pathao-wrong-password-42', timeouts: SHORT, retryDelayMs: 10 });
    const refused = await wrong.cities().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OutsideServiceError);
    const badLogin = createPathaoClient({ url: pathao.url, ...pathao.credentials, password: 'pathao-wrong-password-42', timeouts: SHORT, retryDelayMs: 10 });
    const notLoggedIn = await badLogin.cities().catch((e: unknown) => e);
    expect((notLoggedIn as Error).message).toMatch(/refused the token: The user credentials were incorrect/);
    const courier = client();
    const token = await courier.token();
    pathao.stall(true);
    const stalled = await courier.orderInfo('DL-none').catch((e: unknown) => e);
    for (const error of [refused, notLoggedIn, stalled]) {
      const message = (error as Error).message;
      for (const secret of ['pathao-wrong-secret-31', 'pathao-wrong-password-42', pathao.credentials.clientSecret, pathao.credentials.password, pathao.credentials.username, token]) expect(message).not.toContain(secret);
    }
  });

  it("answers Pathao's webhook check and sends its events signed with the webhook secret, or a wrong signature", async () => {
    const check = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(202, { [PATHAO_INTEGRATION_HEADER]: PATHAO_INTEGRATION_SECRET }).end());
    });
    const listening = await listenOnLoopback(check);
    try {
      expect(await pathao.integrateWebhook(`${listening.url}/hooks/pathao`)).toBe(true);
    } finally {
      await listening.stop();
    }
    expect(await pathao.integrateWebhook(`${shop.url}/hooks/pathao`)).toBe(false);

    const courier = client();
    const booked = await courier.createOrder(parcel());
    shop.requests.length = 0;
    await pathao.sendWebhook(`${shop.url}/hooks/pathao`, { consignmentId: booked.consignmentId, event: 'order.delivered' });
    await pathao.sendWebhook(`${shop.url}/hooks/pathao`, { consignmentId: booked.consignmentId, event: 'order.returned', reason: 'Customer refused' }, { signature: 'forged' });
    expect(shop.requests.map((r) => r.headers['x-pathao-signature'])).toEqual([pathao.webhookSecret, 'forged']);
    expect(shop.requests[0]?.body).toMatchObject({ consignment_id: booked.consignmentId, merchant_order_id: booked.merchantOrderId, store_id: pathao.storeId, event: 'order.delivered', collected_amount: 1290, delivery_fee: 60 });
    expect(shop.requests[1]?.body).toMatchObject({ event: 'order.returned', reason: 'Customer refused' });
    expect(await courier.orderInfo(booked.consignmentId)).toMatchObject({ statusSlug: 'Return' });
  });
});
