import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerDetailSchema, CustomerListSchema, type AuditList } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { products, reviews, users } from '../../db/schema/index';
import { fillCart, placeOrderOk, postOrder, signUp, stockedItem } from '../../../test/fixtures/orders';
import { staffOfEveryRole, type StaffMember, type StaffTestbed } from '../../../test/fixtures/staff';

let t: StaffTestbed;
let owner: StaffMember;
let manager: StaffMember;
let support: StaffMember;
beforeAll(async () => ({ t, owner, manager, support } = await staffOfEveryRole()));
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });

const HOME = { name: 'Rahim Uddin', phone: '01812345678', province: 'dhaka', city: 'DHAKA', zone: 'dhanmondi', address: 'House 12, Road 5', label: 'HOME' };

/** A shopper with an account phone, a saved address, an order and a review. */
async function busyShopper(name: string, accountPhone: string) {
  const shopper = await signUp(t.app, { name });
  // The account's phone as the profile form saves it (normalised, shared/account/phone.ts).
  await t.db.update(users).set({ phone: accountPhone }).where(eq(users.id, shopper.user.id));
  const saved = await t.app.inject({ method: 'POST', url: '/api/v1/addresses', headers: shopper.auth, payload: HOME });
  expect(saved.statusCode, saved.body).toBe(201);
  const item = await stockedItem(t.db, 50);
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  const order = await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method: 'Cash On Delivery', customer_phone: '+880 1912-345678' });
  const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
  await t.db.insert(reviews).values({ userId: shopper.user.id, productId: product!.id, rating: 4, message: 'Good cloth, true to size.' });
  return { shopper, order, item };
}

describe('finding customers', () => {
  it('finds a customer by name, e-mail, account phone and the phones of their orders and addresses, in any written form', async () => {
    const { shopper } = await busyShopper('Farzana Haque Search', '01712345670');
    const find = async (q: string) => CustomerListSchema.parse((await get(`/customers?q=${encodeURIComponent(q)}`, support.read)).json()).customers.map((c) => c.id);
    for (const q of ['farzana haque', shopper.email.toUpperCase(), '01712345670', '+8801712345670', '8801712345670', '+880 1912-345678', '01812345678', '1712 3456', '8801712345']) {
      expect(await find(q), q).toContain(shopper.user.id);
    }
    expect(await find('nobody-like-this')).toEqual([]);
    // A % typed in the box is a letter, not "anything".
    expect(await find('%')).toEqual([]);
  });

  it('pages the list, newest first, with orders and spend', async () => {
    const { shopper, order } = await busyShopper('Paged Customer', '01712345671');
    const res = await get('/customers', manager.read);
    expect(res.statusCode).toBe(200);
    const list = CustomerListSchema.parse(res.json());
    expect(list.page).toBe(1);
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.customers[0]).toMatchObject({ id: shopper.user.id, order_count: 1, spend: order.total, blocked: false });
    const far = CustomerListSchema.parse((await get('/customers?page=500', manager.read)).json());
    expect(far.customers).toEqual([]);
  });

  it('refuses bad input with the field named', async () => {
    for (const url of ['/customers?page=0', '/customers?page=x', `/customers?q=${'a'.repeat(101)}`, '/customers?sort=name']) {
      const res = await get(url, support.read);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect(Object.keys((await get('/customers?page=0', support.read)).json().fields)).toContain('page');
  });
});

describe('a customer\'s record', () => {
  it('shows the profile, orders, addresses and reviews, and nothing of the password', async () => {
    const { shopper, order } = await busyShopper('Record Customer', '01712345672');
    const res = await get(`/customers/${shopper.user.id}`, support.read);
    expect(res.statusCode).toBe(200);
    const detail = CustomerDetailSchema.parse(res.json());
    expect(detail.customer).toMatchObject({
      name: 'Record Customer', email: shopper.email, phone: '01712345672', sign_in: 'password', email_verified: false,
      order_count: 1, spend: order.total, blocked: false, blocked_at: null, blocked_reason: null,
    });
    expect(detail.orders).toEqual([expect.objectContaining({ order_number: order.order_number, status: 'pending', total: order.total })]);
    expect(detail.addresses).toEqual([expect.objectContaining({ name: 'Rahim Uddin', phone: '01812345678' })]);
    expect(detail.reviews).toEqual([expect.objectContaining({ rating: 4, message: 'Good cloth, true to size.' })]);
    expect(detail.returns).toEqual([]);
    expect(res.body).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('answers 404 for an unknown customer and 400 for what is not an id', async () => {
    expect((await get('/customers/00000000-0000-4000-8000-000000000000', support.read)).statusCode).toBe(404);
    const bad = await get('/customers/not-an-id', support.read);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('blocking a customer', () => {
  it('stops a blocked shopper ordering with 403 account_blocked, without staff\'s reason; unblocking lets them order again', async () => {
    const shopper = await signUp(t.app);
    const item = await stockedItem(t.db, 50);
    await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);

    const blocked = await post(`/customers/${shopper.user.id}/block`, manager.change, { reason: 'Refused three deliveries' });
    expect(blocked.statusCode).toBe(200);
    expect(CustomerDetailSchema.parse(blocked.json()).customer).toMatchObject({ blocked: true, blocked_reason: 'Refused three deliveries' });

    const refused = await postOrder(t.app, shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_blocked');
    expect(refused.json().message).toMatch(/cannot place orders/);
    expect(refused.body).not.toContain('Refused three deliveries');
    // Browsing and the cart keep working.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: shopper.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: shopper.auth })).statusCode).toBe(200);

    const lifted = await post(`/customers/${shopper.user.id}/unblock`, owner.change);
    expect(lifted.statusCode).toBe(200);
    expect(CustomerDetailSchema.parse(lifted.json()).customer).toMatchObject({ blocked: false, blocked_reason: null });
    expect((await postOrder(t.app, shopper)).statusCode).toBe(201);

    const audit = (await get(`/audit?entity_type=customer&entity_id=${shopper.user.id}`, owner.read)).json<AuditList>();
    expect(audit.entries.map((e) => e.action)).toEqual(['customer.unblock', 'customer.block']);
    expect(audit.entries[1]).toMatchObject({ reason: 'Refused three deliveries', before: { blocked: false }, after: { blocked: true } });
  });

  it('lets owners and managers block, not support (403), and refuses a shopper token (401) and a change without CSRF (403)', async () => {
    const shopper = await signUp(t.app);
    const body = { reason: 'Fraudulent payment proofs' };
    expect((await post(`/customers/${shopper.user.id}/block`, support.change, body)).statusCode).toBe(403);
    expect((await post(`/customers/${shopper.user.id}/unblock`, support.change)).statusCode).toBe(403);
    expect((await post(`/customers/${shopper.user.id}/block`, shopper.auth, body)).statusCode).toBe(401);
    expect((await get('/customers', shopper.auth)).statusCode).toBe(401);
    expect((await get(`/customers/${shopper.user.id}`, shopper.auth)).statusCode).toBe(401);
    expect((await post(`/customers/${shopper.user.id}/block`, manager.read, body)).statusCode).toBe(403);
    const detail = CustomerDetailSchema.parse((await get(`/customers/${shopper.user.id}`, support.read)).json());
    expect(detail.customer.blocked).toBe(false);
    expect((await post(`/customers/${shopper.user.id}/block`, owner.change, body)).statusCode).toBe(200);
  });

  it('needs a reason of 3 to 500 characters, and answers 404 for an unknown customer', async () => {
    const shopper = await signUp(t.app);
    for (const body of [{}, { reason: 'no' }, { reason: 'x'.repeat(501) }, { reason: 'Fine reason', extra: 1 }]) {
      const res = await post(`/customers/${shopper.user.id}/block`, manager.change, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(`/customers/${shopper.user.id}/block`, manager.change, { reason: 'no' })).json().fields).toHaveProperty('reason');
    expect((await post('/customers/00000000-0000-4000-8000-000000000000/block', manager.change, { reason: 'Fine reason' })).statusCode).toBe(404);
    expect((await post('/customers/00000000-0000-4000-8000-000000000000/unblock', manager.change)).statusCode).toBe(404);
  });
});
