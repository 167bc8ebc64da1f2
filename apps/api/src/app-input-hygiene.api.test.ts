import { readFileSync } from 'node:fs';
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart, placeOrderOk, stockedItem, type Shopper } from '../test/fixtures/orders';
import { staffKeyFile } from './modules/staff/staff-key';
import { buildTestApp } from '../test/helper';
import { signUp } from '../test/users';

// Each of these reached the database and came back a 500 (issue 12, finding 5); docs/decisions/029.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let shopper: Shopper;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await signUp(t.app);
  staff = { authorization: `Staff ${readFileSync(staffKeyFile(t.dataDir), 'utf8').trim()}` };
  // A cart with something in it, so an order or a promo code gets as far as the database.
  const item = await stockedItem(t.database.db, 50, 5);
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
});
afterAll(() => t?.close());

const NUL = '\u0000';
const address = { name: 'Rahima Khatun', phone: '01712345678', province: 'Dhaka', city: 'Dhaka', zone: 'Savar', address: 'House 4, Road 2' };
const profile = (email: string) => ({ name: 'Rahima Khatun', email, phone: '01712345678', birthday: '1990-04-01', gender: 'Female' });

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; payload?: object; headers?: Record<string, string> };

describe('a control character in client text is a 400 naming the field', () => {
  const cases: Array<[string, () => Call, string, string]> = [
    ['a search', () => ({ url: '/api/v1/products?search=sha%00rt' }), 'search', SINGLE_LINE_MESSAGE],
    ['a category filter', () => ({ url: '/api/v1/products?category=men%00' }), 'category', SINGLE_LINE_MESSAGE],
    ['a brand filter', () => ({ url: '/api/v1/products?brand=a%00b' }), 'brand', SINGLE_LINE_MESSAGE],
    ['the brands of a category', () => ({ url: '/api/v1/brands?category=men%00' }), 'category', SINGLE_LINE_MESSAGE],
    ['a name at sign-up', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { name: `Rahima${NUL}`, email: 'nul@example.com', password: 'Kathal-gach-42-Bazar' } }), 'name', SINGLE_LINE_MESSAGE],
    ['a profile name', () => ({ method: 'PUT', url: '/api/v1/profile', headers: shopper.auth, payload: { ...profile(shopper.email), name: `Rahima${NUL}Khatun` } }), 'name', SINGLE_LINE_MESSAGE],
    ['a new address', () => ({ method: 'POST', url: '/api/v1/addresses', headers: shopper.auth, payload: { ...address, address: `House 4${NUL}` } }), 'address', SINGLE_LINE_MESSAGE],
    ['an address landmark', () => ({ method: 'POST', url: '/api/v1/addresses', headers: shopper.auth, payload: { ...address, landmark: `Mosque${NUL}` } }), 'landmark', SINGLE_LINE_MESSAGE],
    ['order notes', () => ({ method: 'POST', url: '/api/v1/orders', headers: shopper.auth, payload: { pickup_point_id: 1, payment_method: 'Cash On Delivery', notes: `Gate 2${NUL}` } }), 'notes', MULTI_LINE_MESSAGE],
    ['an order name', () => ({ method: 'POST', url: '/api/v1/orders', headers: shopper.auth, payload: { pickup_point_id: 1, payment_method: 'Cash On Delivery', customer_name: `R${NUL}` } }), 'customer_name', SINGLE_LINE_MESSAGE],
    ['a cart size', () => ({ method: 'POST', url: '/api/v1/cart/items', headers: shopper.auth, payload: { product_id: 1, quantity: 1, size: `M${NUL}` } }), 'size', SINGLE_LINE_MESSAGE],
    ['a staff order number', () => ({ url: '/api/v1/staff/orders/BZ-2611-0000%000', headers: staff }), 'orderNumber', SINGLE_LINE_MESSAGE],
    ['a staff order number moved', () => ({ method: 'POST', url: '/api/v1/staff/orders/BZ%00/status', headers: staff, payload: { status: 'confirmed' } }), 'orderNumber', SINGLE_LINE_MESSAGE],
  ];
  it.each(cases)('in %s', async (_, call, field, message) => {
    const res = await t.app.inject(call());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
  });

  it('a line break in a name could make a fake row in the staff list: refused too', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: shopper.auth, payload: { ...profile(shopper.email), name: 'Rahima\nBZ-2611-00000000  delivered  paid' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: SINGLE_LINE_MESSAGE });
  });

  it('an escape sequence in order notes is refused, a plain second line is kept', async () => {
    const order = { pickup_point_id: 1, payment_method: 'Cash On Delivery' };
    const escaped = await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: shopper.auth, payload: { ...order, notes: 'Ring\u001b[2J twice' } });
    expect(escaped.json().fields).toEqual({ notes: MULTI_LINE_MESSAGE });
    const placed = await placeOrderOk(t.app, shopper, { ...order, notes: 'Gate 2\r\nRing twice' });
    expect(placed.notes).toBe('Gate 2\nRing twice');
  });

  it('a promo code with a NUL is refused like any invalid code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/promo/apply', headers: shopper.auth, payload: { promoCode: `WELCOME${NUL}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid Promo Code', detail: SINGLE_LINE_MESSAGE });
  });
});

describe('a number past what its column holds is a 4xx, not a 500', () => {
  it.each<[string, () => Call, string]>([
    ['a cart add', () => ({ method: 'POST', url: '/api/v1/cart/items', headers: shopper.auth, payload: { product_id: 2_147_483_648, quantity: 1 } }), 'product_id'],
    ['a cart delete', () => ({ method: 'POST', url: '/api/cart/delete', headers: shopper.auth, payload: { productIds: [2_147_483_648] } }), 'productIds.0'],
    ['a guest cart merge', () => ({ method: 'POST', url: '/api/v1/cart/merge', headers: shopper.auth, payload: { items: [{ product_id: 2_147_483_648, quantity: 1 }] } }), 'items.0.product_id'],
    ['a pickup point', () => ({ method: 'POST', url: '/api/v1/orders', headers: shopper.auth, payload: { pickup_point_id: 2_147_483_648, payment_method: 'Cash On Delivery' } }), 'pickup_point_id'],
  ])('product_id 2147483648 in %s', async (_, call, field) => {
    const res = await t.app.inject(call());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });

  it.each(['/api/v1/products/2147483648', '/api/v1/products/2147483648/reviews', '/api/v1/reviews/eligibility?product_id=2147483648'])('%s', async (url) => {
    const res = await t.app.inject({ url, headers: shopper.auth });
    expect([400, 404]).toContain(res.statusCode);
  });
});

describe('a path the router cannot read answers like every other error', () => {
  it('broken percent-encoding is a 400 validation_error that does not echo the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders/%C0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address is not valid.', code: 'validation_error' });
  });

  it('a parameter past the longest the router takes is a 414 validation_error', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/wishlist/${'x'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long.', code: 'validation_error' });
  });
});
