import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CartSchema, DEFAULT_DELIVERY_FEES, DeliveryFeesAnswerSchema, OrderSchema, type AuditList, type DeliveryFeesInput,
} from '@shop/shared';
import { fillCart, postOrder, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { staffOfEveryRole, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';

let t: StaffTestbed;
let owner: StaffMember;
let manager: StaffMember;
let support: StaffMember;
beforeAll(async () => ({ t, owner, manager, support } = await staffOfEveryRole()));
afterAll(async () => t?.close());

/** The API's documented order payload: no pickup point, the address as text. */
const specPayload = (shipping_address: string) => ({
  shipping_address,
  customer_name: 'Farhana Akter',
  customer_phone: '01712345678',
  payment_method: 'Cash On Delivery',
  notes: 'Please call on arrival',
});

const TABLE: DeliveryFeesInput = {
  areas: { dhaka_city: 60, dhaka_surroundings: 100, outside_dhaka: 130 },
  districts: [{ district: 'Sylhet', fee: 170 }],
  pickup_point: 50,
  free_over: null,
};

const putFees = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/delivery-fees', headers, payload: payload as object });

async function setFees(table: DeliveryFeesInput) {
  const res = await putFees(manager.change, table);
  expect(res.statusCode, res.body).toBe(200);
}

let skip = 0;
/** A shopper whose cart holds one unit of a product; its price in poisha. */
async function shopperWithCart(): Promise<{ shopper: Shopper; price: number }> {
  const shopper = await signUp(t.app);
  skip += 1;
  const item = await stockedItem(t.db, 50, 400 + skip);
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return { shopper, price: item.price };
}

async function placeFor(body: object) {
  const { shopper, price } = await shopperWithCart();
  const res = await postOrder(t.app, shopper, body);
  expect(res.statusCode, res.body).toBe(201);
  return { order: OrderSchema.parse(res.json().order), price, shopper };
}

async function addAddress(shopper: Shopper, place: { province: string; city: string; zone: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/addresses',
    headers: shopper.auth,
    payload: { name: 'Farhana Akter', phone: '01812345678', address: 'House 9, Road 4', ...place },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('home delivery and fees by area', () => {
  it("places the documented payload as a home-delivery order at the default ৳150 while nobody changed the fees", async () => {
    const publicTable = DeliveryFeesAnswerSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/delivery-fees' })).json());
    expect(publicTable.delivery_fees).toEqual(DEFAULT_DELIVERY_FEES);
    const { order, price } = await placeFor(specPayload('House 12, Road 5, Zindabazar, Sylhet 3100'));
    expect(order).toMatchObject({
      delivery_method: 'home',
      delivery_district: 'Sylhet',
      delivery_area: 'outside_dhaka',
      shipping_address: 'House 12, Road 5, Zindabazar, Sylhet 3100',
      customer_name: 'Farhana Akter',
      customer_phone: '01712345678',
      notes: 'Please call on arrival',
      delivery_fee: 150,
      total: price / 100 + 150,
    });
  });

  it('prices a typed address by its area, a district of its own first, English or Bengali, and the rest of the country when none is found', async () => {
    await setFees(TABLE);
    const cases: [string, number, string | null, string][] = [
      ['House 7, Road 27, Dhanmondi, Dhaka-1209', 60, 'Dhaka', 'dhaka_city'],
      ['Sector 7, Uttara', 60, 'Dhaka', 'dhaka_city'],
      ['বাড়ি ৩, রোড ২, গুলশান, ঢাকা', 60, 'Dhaka', 'dhaka_city'],
      ['Ashulia Road, Savar, Dhaka', 100, 'Dhaka', 'dhaka_surroundings'],
      ['Chashara, Narayanganj', 100, 'Narayanganj', 'dhaka_surroundings'],
      ['Zindabazar, Sylhet', 170, 'Sylhet', 'outside_dhaka'],
      ['জিন্দাবাজার, সিলেট', 170, 'Sylhet', 'outside_dhaka'],
      ['Mirpur, Kushtia', 130, 'Kushtia', 'outside_dhaka'],
      ['GEC Circle, Chittagong', 130, 'Chattogram', 'outside_dhaka'],
      ['Near the big mosque, our village', 130, null, 'outside_dhaka'],
    ];
    for (const [address, fee, district, area] of cases) {
      const { order: placed, price } = await placeFor(specPayload(address));
      expect([address, placed.delivery_fee, placed.delivery_district, placed.delivery_area, placed.total]).toEqual([address, fee, district, area, price / 100 + fee]);
    }
  });

  it("delivers to an address of the shopper's book, priced by its district and upazila, with its name and phone", async () => {
    await setFees(TABLE);
    const { shopper } = await shopperWithCart();
    const sylhet = await addAddress(shopper, { province: 'Sylhet', city: 'Sylhet', zone: 'Sylhet Sadar' });
    const res = await postOrder(t.app, shopper, { address_id: sylhet, payment_method: 'Bkash' });
    expect(res.statusCode, res.body).toBe(201);
    expect(OrderSchema.parse(res.json().order)).toMatchObject({
      delivery_method: 'home',
      delivery_district: 'Sylhet',
      delivery_fee: 170,
      customer_name: 'Farhana Akter',
      customer_phone: '01812345678',
      shipping_address: 'House 9, Road 4, Sylhet Sadar, Sylhet, Sylhet',
    });

    const other = await shopperWithCart();
    const keraniganj = await addAddress(other.shopper, { province: 'Dhaka', city: 'Dhaka', zone: 'Keraniganj' });
    const placed = OrderSchema.parse((await postOrder(t.app, other.shopper, { address_id: keraniganj, payment_method: 'Nagad' })).json().order);
    expect(placed).toMatchObject({ delivery_fee: 100, delivery_area: 'dhaka_surroundings', delivery_district: 'Dhaka' });

    // Another shopper's address is no address of this one.
    const stranger = await shopperWithCart();
    const refused = await postOrder(t.app, stranger.shopper, { address_id: sylhet, payment_method: 'Nagad' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_error', fields: { address_id: 'This address is not in your address book any more. Please choose another.' } });
  });

  it("charges pickup points their own fee, and the cart prices the shopper's newest address", async () => {
    await setFees(TABLE);
    const { order: pickup } = await placeFor({ pickup_point_id: 1, payment_method: 'Cash On Delivery' });
    expect(pickup).toMatchObject({ delivery_method: 'pickup', delivery_fee: 50, delivery_district: null, delivery_area: null });

    const { shopper, price } = await shopperWithCart();
    const cart = async () => CartSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: shopper.auth })).json().cart);
    expect((await cart()).delivery_fee).toBe(130);
    await addAddress(shopper, { province: 'Dhaka', city: 'Dhaka', zone: 'Gulshan' });
    expect(await cart()).toMatchObject({ delivery_fee: 60, total: price / 100 + 60 });
  });

  it('delivers free from the threshold on, on the goods before any voucher, and charges below it', async () => {
    const { shopper, price } = await shopperWithCart();
    await setFees({ ...TABLE, free_over: Math.ceil(price / 100) });
    const free = OrderSchema.parse((await postOrder(t.app, shopper, specPayload('Zindabazar, Sylhet'))).json().order);
    expect(free).toMatchObject({ delivery_fee: 0, total: price / 100 });

    const below = await shopperWithCart();
    await setFees({ ...TABLE, free_over: Math.ceil(below.price / 100) + 1 });
    const charged = OrderSchema.parse((await postOrder(t.app, below.shopper, { pickup_point_id: 1, payment_method: 'Nagad' })).json().order);
    expect(charged).toMatchObject({ delivery_fee: 50, total: below.price / 100 + 50 });
  });

  it('refuses a typed address without a phone the courier can call', async () => {
    await setFees(TABLE);
    const { shopper } = await shopperWithCart();
    const res = await postOrder(t.app, shopper, { shipping_address: 'Zindabazar, Sylhet', payment_method: 'Cash On Delivery' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { customer_phone: 'Please enter a phone number the courier can call.' } });
  });
});

describe('delivery fees in the back office', () => {
  it('lets support read the table and refuses its change (403); a shopper is not staff (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/delivery-fees', headers: support.read })).statusCode).toBe(200);
    const refused = await putFees(support.change, TABLE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const shopper = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/delivery-fees', headers: shopper.auth })).statusCode).toBe(401);
  });

  it('saves the whole table for the public read, before and after in the audit log', async () => {
    await setFees(TABLE);
    const changed = { ...TABLE, districts: [{ district: 'bogura', fee: 120 }, { district: 'Sylhet', fee: 0 }], free_over: 3000 };
    const res = await putFees(owner.change, changed);
    expect(res.statusCode, res.body).toBe(200);
    const expected = { ...changed, districts: [{ district: 'Bogura', fee: 120 }, { district: 'Sylhet', fee: 0 }] };
    expect(DeliveryFeesAnswerSchema.parse(res.json()).delivery_fees).toEqual(expected);
    expect(DeliveryFeesAnswerSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/delivery-fees' })).json()).delivery_fees).toEqual(expected);
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?entity_type=delivery_fees&action=delivery_fees.change', headers: owner.read })).json<AuditList>();
    expect(audit.entries[0]).toMatchObject({ staff_id: owner.id, before: { districts: [{ district: 'Sylhet', fee: 170 }], free_over: null }, after: expected });
  });

  it.each([
    ['a negative fee', { ...TABLE, pickup_point: -1 }, 'pickup_point'],
    ['a fee in poisha', { ...TABLE, areas: { ...TABLE.areas, dhaka_city: 60.5 } }, 'areas.dhaka_city'],
    ['a fee past ৳10,000', { ...TABLE, areas: { ...TABLE.areas, outside_dhaka: 10_001 } }, 'areas.outside_dhaka'],
    ['a fee as text', { ...TABLE, pickup_point: '50' }, 'pickup_point'],
    ['a missing area', { ...TABLE, areas: { dhaka_city: 60, outside_dhaka: 130 } }, 'areas.dhaka_surroundings'],
    ['an unknown district', { ...TABLE, districts: [{ district: 'Atlantis', fee: 10 }] }, 'districts.0.district'],
    ['a district twice', { ...TABLE, districts: [{ district: 'Sylhet', fee: 10 }, { district: 'sylhet', fee: 20 }] }, 'districts.1.district'],
    ['a free threshold of 0', { ...TABLE, free_over: 0 }, 'free_over'],
    ['an unknown field', { ...TABLE, express: 300 }, 'express'],
  ])('refuses %s with 400 and leaves the table as it was', async (_name, body, field) => {
    await setFees(TABLE);
    const res = await putFees(manager.change, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(DeliveryFeesAnswerSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/delivery-fees' })).json()).delivery_fees).toEqual(TABLE);
  });
});
