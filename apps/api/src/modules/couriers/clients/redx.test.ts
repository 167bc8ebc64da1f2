import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpPeer, type HttpPeer } from '../../../../test/http-peer';
import { startRedxStandIn, type RedxStandIn } from '../../../../test/stand-ins/redx';
import { OutsideServiceError } from '../../../lib/outside-http';
import { CourierRefusal } from './common';
import { createRedxClient, type RedxParcel } from './redx';

// The RedX client against its stand-in (docs/decisions/073): areas, pickup stores, the charge, the booking, parcel
// info and tracking as RedX documents them, refusals in RedX's words, a stalled courier bounded by the read wait, no
// token in an error.

let redx: RedxStandIn;
let shop: HttpPeer;

beforeAll(async () => {
  redx = await startRedxStandIn();
  shop = await startHttpPeer();
});
afterAll(async () => {
  await redx?.close();
  await shop?.close();
});
beforeEach(() => {
  redx.stall(false);
});

const SHORT = { connectMs: 300, readMs: 300 };
const client = () => createRedxClient({ url: redx.url, token: redx.token, timeouts: SHORT, retryDelayMs: 10 });
let invoices = 0;
const parcel = (over: Partial<RedxParcel> = {}): RedxParcel => ({
  invoice: `BZ-R-${(invoices += 1)}`,
  customerName: 'Nusrat Jahan',
  customerPhone: '01912-345678',
  customerAddress: 'House 30, Road 4, Dhanmondi',
  areaId: 2,
  areaName: 'Dhanmondi',
  collectPoisha: 129050,
  valuePoisha: 150000,
  weightGrams: 1200,
  instruction: 'Leave with the guard',
  pickupStoreId: 7001,
  ...over,
});

describe('the RedX client', () => {
  it('reads areas, all or by post code or district, and the pickup stores', async () => {
    const courier = client();
    expect(await courier.areas()).toHaveLength(5);
    expect(await courier.areas({ postCode: '1209' })).toEqual([{ areaId: 2, name: 'Dhanmondi', postCode: 1209, division: 'Dhaka', zoneId: 1 }]);
    expect((await courier.areas({ district: 'Chattogram' })).map((a) => a.areaId)).toEqual([40, 99]);
    expect(await courier.pickupStores()).toEqual([{ storeId: 7001, name: 'Bazar Mohammadpur', address: 'House 4, Road 3, Mohammadpur', areaId: 1, areaName: 'Mohammadpur(Dhaka)', phone: '01711000000' }]);
  });

  it("reads the charge calculator's answer in poisha", async () => {
    expect(await client().charge({ deliveryAreaId: 2, pickupAreaId: 1, collectPoisha: 129050, weightGrams: 1200 })).toEqual({ deliveryPoisha: 7500, codPoisha: 1291 });
    expect(await client().charge({ deliveryAreaId: 40, pickupAreaId: 1, collectPoisha: 50000, weightGrams: 500 })).toEqual({ deliveryPoisha: 10000, codPoisha: 500 });
  });

  it('books a parcel as RedX documents it, and reads its info and tracking', async () => {
    const courier = client();
    const request = parcel();
    const { trackingId } = await courier.createParcel(request);
    expect(redx.parcels.at(-1)).toMatchObject({
      tracking_id: trackingId,
      customer_phone: '01912345678',
      delivery_area: 'Dhanmondi',
      delivery_area_id: 2,
      merchant_invoice_id: request.invoice,
      cash_collection_amount: '1290.50',
      value: '1500',
      parcel_weight: 1200,
      instruction: 'Leave with the guard',
      pickup_store_id: 7001,
    });
    expect(await courier.parcelInfo(trackingId)).toEqual({ trackingId, status: 'pickup-pending', invoice: request.invoice, chargePoisha: 7500, collectPoisha: 129050 });
    await redx.sendWebhook(`${shop.url}/hooks/redx/secret`, { trackingId, status: 'delivery-in-progress' });
    expect((await courier.track(trackingId)).map((t) => t.en)).toEqual(['Package is created successfully', 'Parcel is delivery in progress']);
    expect((await courier.parcelInfo(trackingId)).status).toBe('delivery-in-progress');
  });

  it("gives RedX's refusals in its own words, typed, without counting them against the courier", async () => {
    const courier = client();
    const unserved = await courier.createParcel(parcel({ areaId: 99, areaName: 'Sandwip' })).catch((e: unknown) => e);
    expect(unserved).toBeInstanceOf(CourierRefusal);
    expect(unserved).toMatchObject({ courier: 'RedX', kind: 'area-not-served', words: 'Delivery area is not serviceable' });
    const first = parcel();
    await courier.createParcel(first);
    await expect(courier.createParcel({ ...first })).rejects.toMatchObject({ kind: 'duplicate-invoice', words: 'Parcel with this merchant invoice id already exists' });
    redx.refuseNextBooking('bad-phone');
    await expect(courier.createParcel(parcel())).rejects.toMatchObject({ kind: 'bad-phone', words: 'Invalid customer phone number' });
    redx.refuseNextBooking('area-not-served');
    await expect(courier.createParcel(parcel())).rejects.toMatchObject({ kind: 'area-not-served' });
    const sent = redx.calls['/parcel'];
    await expect(courier.createParcel(parcel({ customerPhone: '+1 555 0100' }))).rejects.toMatchObject({ kind: 'bad-phone' });
    expect(redx.calls['/parcel']).toBe(sent);
    expect(courier.state()).toBe('closed');
  });

  it('gives up on a stalled RedX within the read wait: a booking once, a query again until the breaker opens', async () => {
    const courier = client();
    redx.stall(true);
    const before = { parcel: redx.calls['/parcel'] ?? 0, areas: redx.calls['/areas'] ?? 0 };
    const started = Date.now();
    const error = await courier.createParcel(parcel()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceError);
    expect(error).toMatchObject({ stage: 'read', outcomeUnknown: true });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(redx.calls['/parcel']).toBe(before.parcel + 1);
    await expect(courier.areas()).rejects.toBeInstanceOf(Error);
    expect(redx.calls['/areas']).toBe(before.areas + 2);
    expect(courier.state()).toBe('open');
  });

  it('puts no token in any error', async () => {
    const wrong = createRedxClient({ url: redx.url, token: 'redx-wrong-token-55', timeouts: SHORT, retryDelayMs: 10 });
    const refused = await wrong.pickupStores().catch((e: unknown) => e);
    expect(refused).toMatchObject({ stage: 'answer', status: 401 });
    redx.stall(true);
    const stalled = await client().parcelInfo('none').catch((e: unknown) => e);
    for (const error of [refused, stalled]) {
      const message = (error as Error).message;
      for (const secret of ['redx-wrong-token-55', redx.token]) expect(message).not.toContain(secret);
    }
  });

  it("sends RedX's webhook to the shop's own secret address", async () => {
    const { trackingId } = await client().createParcel(parcel());
    shop.requests.length = 0;
    const answer = await redx.sendWebhook(`${shop.url}/hooks/redx/s3cr3t`, { trackingId, status: 'delivered' });
    expect(answer.status).toBe(200);
    expect(shop.requests[0]).toMatchObject({ path: '/hooks/redx/s3cr3t', body: { tracking_number: trackingId, status: 'delivered', invoice_number: redx.parcels.at(-1)?.merchant_invoice_id } });
  });
});
