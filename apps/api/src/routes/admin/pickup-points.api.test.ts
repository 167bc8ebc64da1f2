import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPickupPointAnswerSchema, AdminPickupPointListSchema, PickupPointListSchema, type AuditList } from '@shop/shared';
import { fillCart, placeOrderOk, postOrder, signUp, stockedItem } from '../../../test/fixtures/orders';
import { staffOfEveryRole, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';

let t: StaffTestbed;
let owner: StaffMember;
let manager: StaffMember;
let support: StaffMember;
beforeAll(async () => ({ t, owner, manager, support } = await staffOfEveryRole()));
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers });
const send = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });
const publicList = async () => PickupPointListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/pickup-points' })).json()).pickup_points;

const NEW_POINT = { name: 'Bazar Point Banani', address: 'Road 11, Block E, Banani', city: 'Dhaka', phone: '+880 1711-000199' };

async function addPoint(body: object = NEW_POINT) {
  const res = await send('POST', '/pickup-points', manager.change, body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminPickupPointAnswerSchema.parse(res.json()).pickup_point;
}

async function shopperWithCart() {
  const shopper = await signUp(t.app);
  const item = await stockedItem(t.db, 50, 5);
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return shopper;
}

describe('pickup points in the back office', () => {
  it('lists every point with its orders, for support too', async () => {
    const res = await get('/pickup-points', support.read);
    expect(res.statusCode).toBe(200);
    const list = AdminPickupPointListSchema.parse(res.json()).pickup_points;
    expect(list[0]).toMatchObject({ id: 1, name: 'Bazar Point Gulshan', active: true });
  });

  it('adds a point the checkout offers at once, with its phone in the local form, audited', async () => {
    const point = await addPoint();
    expect(point).toMatchObject({ ...NEW_POINT, phone: '01711000199', active: true, order_count: 0 });
    expect((await publicList()).map((p) => p.id)).toContain(point.id);
    const shopper = await shopperWithCart();
    await placeOrderOk(t.app, shopper, { pickup_point_id: point.id, payment_method: 'Cash On Delivery' });
    const audit = (await get(`/audit?entity_type=pickup_point&entity_id=${point.id}`, owner.read)).json<AuditList>();
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'pickup_point.add', staff_id: manager.id })]);
  });

  it('edits a point, before and after in the audit', async () => {
    const point = await addPoint({ ...NEW_POINT, name: 'Bazar Point Badda' });
    const res = await send('PATCH', `/pickup-points/${point.id}`, owner.change, { name: 'Bazar Point Middle Badda', phone: '01811000198' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminPickupPointAnswerSchema.parse(res.json()).pickup_point).toMatchObject({ name: 'Bazar Point Middle Badda', phone: '01811000198', address: NEW_POINT.address });
    const audit = (await get(`/audit?entity_type=pickup_point&entity_id=${point.id}&action=pickup_point.change`, owner.read)).json<AuditList>();
    expect(audit.entries[0]).toMatchObject({ before: { name: 'Bazar Point Badda', phone: '01711000199' }, after: { name: 'Bazar Point Middle Badda', phone: '01811000198' } });
  });

  it('takes a point out of use: not listed, refused by POST /orders, past orders still show it; and back in use', async () => {
    const point = await addPoint({ ...NEW_POINT, name: 'Bazar Point Tejgaon' });
    const earlier = await shopperWithCart();
    const kept = await placeOrderOk(t.app, earlier, { pickup_point_id: point.id, payment_method: 'Cash On Delivery' });

    const res = await send('PATCH', `/pickup-points/${point.id}`, manager.change, { active: false });
    expect(res.statusCode).toBe(200);
    expect(AdminPickupPointAnswerSchema.parse(res.json()).pickup_point).toMatchObject({ active: false, order_count: 1 });
    expect((await publicList()).map((p) => p.id)).not.toContain(point.id);
    const refused = await postOrder(t.app, await shopperWithCart(), { pickup_point_id: point.id, payment_method: 'Cash On Delivery' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('pickup_point_invalid');

    const order = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${kept.id}`, headers: earlier.auth })).json().order;
    expect(order.shipping_address).toContain('Bazar Point Tejgaon');
    const staffList = AdminPickupPointListSchema.parse((await get('/pickup-points', support.read)).json()).pickup_points;
    expect(staffList.find((p) => p.id === point.id)).toMatchObject({ active: false, order_count: 1 });

    expect((await send('PATCH', `/pickup-points/${point.id}`, manager.change, { active: true })).statusCode).toBe(200);
    expect((await publicList()).map((p) => p.id)).toContain(point.id);
    const audit = (await get(`/audit?entity_type=pickup_point&entity_id=${point.id}`, owner.read)).json<AuditList>();
    expect(audit.entries.map((e) => e.action)).toEqual(['pickup_point.activate', 'pickup_point.deactivate', 'pickup_point.add']);
  });

  it('lets owners and managers change points, refuses support (403), a shopper (401) and a change without CSRF (403)', async () => {
    const shopper = await signUp(t.app);
    expect((await send('POST', '/pickup-points', support.change, NEW_POINT)).statusCode).toBe(403);
    expect((await send('PATCH', '/pickup-points/1', support.change, { active: false })).statusCode).toBe(403);
    expect((await get('/pickup-points', shopper.auth)).statusCode).toBe(401);
    expect((await send('PATCH', '/pickup-points/1', shopper.auth, { active: false })).statusCode).toBe(401);
    expect((await send('POST', '/pickup-points', owner.read, NEW_POINT)).statusCode).toBe(403);
    expect((await send('PATCH', '/pickup-points/1', manager.read, { active: false })).statusCode).toBe(403);
    expect((await publicList()).map((p) => p.id)).toContain(1);
    expect((await send('POST', '/pickup-points', owner.change, { ...NEW_POINT, name: 'Bazar Point Owner' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown point and 400 with fields for bad input', async () => {
    expect((await send('PATCH', '/pickup-points/99999', manager.change, { active: false })).statusCode).toBe(404);
    expect((await send('PATCH', '/pickup-points/abc', manager.change, { active: false })).statusCode).toBe(400);
    const cases: [string, 'POST' | 'PATCH', string, object][] = [
      ['name', 'POST', '/pickup-points', { ...NEW_POINT, name: '' }],
      ['phone', 'POST', '/pickup-points', { ...NEW_POINT, phone: '12345' }],
      ['city', 'POST', '/pickup-points', { name: 'X', address: 'Y', phone: '01711000199' }],
      ['address', 'PATCH', '/pickup-points/1', { address: 'line one\nline two' }],
      ['active', 'PATCH', '/pickup-points/1', { active: 'no' }],
    ];
    for (const [field, method, url, body] of cases) {
      const res = await send(method, url, manager.change, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await send('PATCH', '/pickup-points/1', manager.change, {})).statusCode).toBe(400);
    // The screens word a field's problem from its code, in the person's language.
    expect((await send('POST', '/pickup-points', manager.change, { ...NEW_POINT, phone: '12345' })).json().fieldCodes).toEqual({ phone: 'phone_invalid' });
  });
});
