import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpPeer, type HttpPeer } from '../../../../test/http-peer';
import { startSteadfastStandIn, type SteadfastStandIn } from '../../../../test/stand-ins/steadfast';
import { OutsideServiceError } from '../../../lib/outside-http';
import { CourierRefusal } from './common';
import { createSteadfastClient, type SteadfastParcel } from './steadfast';

// The Steadfast client against its stand-in (docs/decisions/073): the request as Steadfast documents it, the answer
// read into poisha, refusals in Steadfast's words, a stalled courier bounded by the read wait, no secret in an error.

let steadfast: SteadfastStandIn;
let shop: HttpPeer;

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  shop = await startHttpPeer();
});
afterAll(async () => {
  await steadfast?.close();
  await shop?.close();
});
beforeEach(() => {
  steadfast.stall(false);
});

const SHORT = { connectMs: 300, readMs: 300 };
const client = () => createSteadfastClient({ url: steadfast.url, ...steadfast.credentials, timeouts: SHORT, retryDelayMs: 10 });
let invoices = 0;
const parcel = (over: Partial<SteadfastParcel> = {}): SteadfastParcel => ({
  invoice: `BZ-${Date.now()}-${(invoices += 1)}`,
  recipientName: 'Rahima Akter',
  recipientPhone: '+880 1712-345678',
  recipientAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
  codPoisha: 129050,
  note: 'Call before coming',
  itemDescription: 'Two cotton sarees',
  ...over,
});

describe('the Steadfast client', () => {
  it('books a parcel as Steadfast documents it and reads the consignment back in poisha', async () => {
    const request = parcel({ delivery: 'hub' });
    const booked = await client().createOrder(request);
    const sent = steadfast.consignments.at(-1);
    expect(sent).toMatchObject({ invoice: request.invoice, recipient_phone: '01712345678', cod_amount: 1290.5, delivery_type: 1, note: 'Call before coming', item_description: 'Two cotton sarees' });
    expect(booked).toEqual({ consignmentId: String(sent?.consignment_id), trackingCode: sent?.tracking_code, invoice: request.invoice, status: 'in_review', codPoisha: 129050 });
    expect((await client().createOrder(parcel())).consignmentId).not.toBe(booked.consignmentId);
    expect(steadfast.consignments.at(-1)?.delivery_type).toBe(0);
  });

  it("gives Steadfast's refusals in its own words, typed, without counting them against the courier", async () => {
    const courier = client();
    const first = parcel();
    await courier.createOrder(first);
    const duplicate = await courier.createOrder({ ...first }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(CourierRefusal);
    expect(duplicate).toMatchObject({ courier: 'Steadfast', kind: 'duplicate-invoice', words: 'The invoice has already been taken.' });

    steadfast.refuseNextBooking('bad-phone');
    await expect(courier.createOrder(parcel())).rejects.toMatchObject({ kind: 'bad-phone', words: 'The recipient phone must be 11 digits.' });
    steadfast.refuseNextBooking('area-not-served');
    await expect(courier.createOrder(parcel())).rejects.toMatchObject({ kind: 'area-not-served', words: 'Delivery is not available in this area.' });
    expect(courier.state()).toBe('closed');

    // A number that is no Bangladeshi mobile is refused before anything is sent.
    const before = steadfast.calls['/create_order'];
    await expect(courier.createOrder(parcel({ recipientPhone: '12345' }))).rejects.toMatchObject({ kind: 'bad-phone' });
    expect(steadfast.calls['/create_order']).toBe(before);
  });

  it('books many at once, each parcel booked or refused on its own', async () => {
    const taken = parcel();
    await client().createOrder(taken);
    const parcels = [parcel(), parcel({ invoice: taken.invoice }), parcel({ recipientPhone: '0171' }), parcel({ codPoisha: 0 })];
    const results = await client().bulkCreate(parcels);
    expect(results.map((r) => [r.invoice, r.booked ? 'booked' : r.refused?.kind])).toEqual([
      [parcels[0]?.invoice, 'booked'],
      [taken.invoice, 'duplicate-invoice'],
      [parcels[2]?.invoice, 'bad-phone'],
      [parcels[3]?.invoice, 'booked'],
    ]);
    expect(results[3]?.booked).toMatchObject({ codPoisha: 0, status: 'in_review' });
    expect(results[1]?.refused?.words).toBe('The invoice has already been taken.');
  });

  it('reads a parcel by consignment id, invoice or tracking code, and the balance in poisha', async () => {
    const request = parcel();
    const booked = await client().createOrder(request);
    expect(await client().status({ consignmentId: booked.consignmentId })).toBe('in_review');
    steadfast.setStatus(booked.consignmentId, 'delivered');
    expect(await client().status({ invoice: request.invoice })).toBe('delivered');
    expect(await client().status({ trackingCode: booked.trackingCode })).toBe('delivered');
    await expect(client().status({ invoice: 'BZ-none' })).rejects.toBeInstanceOf(CourierRefusal);
    steadfast.setBalance(12345.5);
    expect(await client().balance()).toBe(1234550);
  });

  it('gives up on a stalled Steadfast within the read wait: a booking once, a query a bounded number of times', async () => {
    const courier = client();
    steadfast.stall(true);
    const before = { create: steadfast.calls['/create_order'] ?? 0, balance: steadfast.calls['/get_balance'] ?? 0 };
    const started = Date.now();
    const error = await courier.createOrder(parcel()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideServiceError);
    expect(error).toMatchObject({ stage: 'read', outcomeUnknown: true });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(steadfast.calls['/create_order']).toBe(before.create + 1);
    await expect(courier.balance()).rejects.toBeInstanceOf(Error);
    // Two more faults open the breaker after the booking's: the query's third try is not sent.
    expect(steadfast.calls['/get_balance']).toBe(before.balance + 2);
    expect(courier.state()).toBe('open');
  });

  it('puts no credential in any error', async () => {
    const wrong = createSteadfastClient({ url: steadfast.url, apiKey: 'sf-wrong-key-77', secretKey: 'sf-wrong-secret-88', timeouts: SHORT, retryDelayMs: 10 });
    const refused = await wrong.balance().catch((e: unknown) => e);
    expect(refused).toMatchObject({ stage: 'answer', status: 401 });
    steadfast.stall(true);
    const stalled = await client().createOrder(parcel()).catch((e: unknown) => e);
    for (const error of [refused, stalled]) {
      const message = (error as Error).message;
      for (const secret of ['sf-wrong-key-77', 'sf-wrong-secret-88', steadfast.credentials.apiKey, steadfast.credentials.secretKey, '127.0.0.1']) expect(message).not.toContain(secret);
    }
  });

  it("sends Steadfast's webhooks to the shop with its Bearer token, or a wrong one", async () => {
    const booked = await client().createOrder(parcel());
    shop.requests.length = 0;
    await steadfast.sendWebhook(`${shop.url}/hooks/steadfast`, { consignmentId: booked.consignmentId, status: 'Delivered' });
    await steadfast.sendWebhook(`${shop.url}/hooks/steadfast`, { consignmentId: booked.consignmentId, kind: 'tracking_update', message: 'Out for delivery.' });
    await steadfast.sendWebhook(`${shop.url}/hooks/steadfast`, { consignmentId: booked.consignmentId, status: 'Cancelled' }, { token: 'not-the-token' });
    expect(shop.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${steadfast.webhookToken}`, `Bearer ${steadfast.webhookToken}`, 'Bearer not-the-token']);
    expect(shop.requests[0]?.body).toMatchObject({ notification_type: 'delivery_status', consignment_id: Number(booked.consignmentId), invoice: booked.invoice, cod_amount: 1290.5, status: 'Delivered', delivery_charge: 60 });
    expect(shop.requests[1]?.body).toMatchObject({ notification_type: 'tracking_update', tracking_message: 'Out for delivery.' });
    expect(await client().status({ consignmentId: booked.consignmentId })).toBe('cancelled');
  });
});
