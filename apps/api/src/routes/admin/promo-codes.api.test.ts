import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPromoDetailSchema, AdminPromoListSchema, StaffPromoAnswerSchema, type AuditList } from '@shop/shared';
import { CHECKOUT, fillCart, placeOrderOk, postOrder, signUp, stockedItem } from '../../../test/fixtures/orders';
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

let codes = 0;
const newCode = () => `ADM${Date.now().toString(36).toUpperCase()}${(codes += 1)}`;

async function makeCode(body: object = {}) {
  const code = newCode();
  const res = await send('POST', '/promo-codes', manager.change, { code: code.toLowerCase(), percent: 10, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return StaffPromoAnswerSchema.parse(res.json()).promo_code;
}

async function shopperWithCart() {
  const shopper = await signUp(t.app, { name: 'Promo Shopper' });
  const item = await stockedItem(t.db, 50, 3);
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return shopper;
}

describe('promo codes in the back office', () => {
  it('lists every code with its uses and limits, for support too', async () => {
    const res = await get('/promo-codes', support.read);
    expect(res.statusCode).toBe(200);
    const list = AdminPromoListSchema.parse(res.json());
    expect(list.promo_codes.find((p) => p.code === 'EID25')).toMatchObject({ kind: 'percent', value: 25, max_uses: 500, max_uses_per_user: 1, active: true });
  });

  it('makes a code with the staff rules and audit, shows who used it, and answers 409 for a code that exists', async () => {
    const made = await makeCode({ max_uses: 5, min_order: 100 });
    expect(made).toMatchObject({ used_count: 0, max_uses: 5, min_order: 100, active: true });
    expect((await send('POST', '/promo-codes', owner.change, { code: made.code, percent: 5 })).statusCode).toBe(409);

    const shopper = await shopperWithCart();
    const order = await placeOrderOk(t.app, shopper, { ...CHECKOUT, promo_code: made.code });
    const detail = AdminPromoDetailSchema.parse((await get(`/promo-codes/${made.code.toLowerCase()}`, support.read)).json());
    expect(detail.promo_code.used_count).toBe(1);
    expect(detail.redemptions).toEqual([expect.objectContaining({ customer_id: shopper.user.id, customer_name: 'Promo Shopper', customer_email: shopper.email, order_number: order.order_number })]);

    const audit = (await get(`/audit?entity_type=promo&entity_id=${made.code}`, owner.read)).json<AuditList>();
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'promo.create', actor: manager.email, staff_id: manager.id })]);
  });

  it('changes limits and dates with before and after in the audit, but never max uses below the uses so far', async () => {
    const made = await makeCode({ max_uses: 10 });
    await placeOrderOk(t.app, await shopperWithCart(), { ...CHECKOUT, promo_code: made.code });
    await placeOrderOk(t.app, await shopperWithCart(), { ...CHECKOUT, promo_code: made.code });

    const below = await send('PATCH', `/promo-codes/${made.code}`, manager.change, { max_uses: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().fields).toHaveProperty('max_uses');
    expect(below.json().fieldCodes).toEqual({ max_uses: 'invalid' });

    const expires = '2030-01-31T18:00:00.000Z';
    const res = await send('PATCH', `/promo-codes/${made.code}`, owner.change, { max_uses: 2, max_uses_per_user: 1, min_order: 500, expires_at: expires });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminPromoDetailSchema.parse(res.json()).promo_code).toMatchObject({ max_uses: 2, max_uses_per_user: 1, min_order: 500, expires_at: expires, used_count: 2 });
    // The limit reached: the next shopper is refused.
    expect((await postOrder(t.app, await shopperWithCart(), { ...CHECKOUT, promo_code: made.code })).json().code).toBe('invalid_promo');

    const lifted = AdminPromoDetailSchema.parse((await send('PATCH', `/promo-codes/${made.code}`, owner.change, { max_uses: null, expires_at: null })).json());
    expect(lifted.promo_code).toMatchObject({ max_uses: null, expires_at: null });

    const audit = (await get(`/audit?entity_type=promo&entity_id=${made.code}&action=promo.change`, owner.read)).json<AuditList>();
    expect(audit.entries).toHaveLength(2);
    expect(audit.entries[1]).toMatchObject({ before: { max_uses: 10, expires_at: null }, after: { max_uses: 2, expires_at: expires } });
  });

  it('ends a code early: the checkout refuses it like an expired one, and past orders keep their discount', async () => {
    const made = await makeCode();
    const first = await shopperWithCart();
    const kept = await placeOrderOk(t.app, first, { ...CHECKOUT, promo_code: made.code });
    const res = await send('POST', `/promo-codes/${made.code}/end`, manager.change);
    expect(res.statusCode).toBe(200);
    expect(AdminPromoDetailSchema.parse(res.json()).promo_code.active).toBe(false);

    const refused = await postOrder(t.app, await shopperWithCart(), { ...CHECKOUT, promo_code: made.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_promo');
    const expired = await postOrder(t.app, await shopperWithCart(), { ...CHECKOUT, promo_code: 'PUJA2025' });
    expect(refused.json()).toEqual(expired.json());

    const order = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${kept.id}`, headers: first.auth })).json().order;
    expect(order).toMatchObject({ promo_code: made.code, discount: kept.discount });
    const audit = (await get(`/audit?entity_type=promo&entity_id=${made.code}&action=promo.end`, owner.read)).json<AuditList>();
    expect(audit.entries[0]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('lets owners and managers change codes, refuses support (403), a shopper (401) and a change without CSRF (403)', async () => {
    const made = await makeCode();
    const shopper = await signUp(t.app);
    expect((await send('POST', '/promo-codes', support.change, { code: newCode(), percent: 5 })).statusCode).toBe(403);
    expect((await send('PATCH', `/promo-codes/${made.code}`, support.change, { max_uses: 50 })).statusCode).toBe(403);
    expect((await send('POST', `/promo-codes/${made.code}/end`, support.change)).statusCode).toBe(403);
    expect((await get('/promo-codes', shopper.auth)).statusCode).toBe(401);
    expect((await get(`/promo-codes/${made.code}`, shopper.auth)).statusCode).toBe(401);
    expect((await send('POST', `/promo-codes/${made.code}/end`, shopper.auth)).statusCode).toBe(401);
    expect((await send('POST', `/promo-codes/${made.code}/end`, owner.read)).statusCode).toBe(403);
    expect((await send('PATCH', `/promo-codes/${made.code}`, manager.read, { max_uses: 50 })).statusCode).toBe(403);
    expect(AdminPromoDetailSchema.parse((await get(`/promo-codes/${made.code}`, support.read)).json()).promo_code).toMatchObject({ active: true, max_uses: null });
    expect((await send('PATCH', `/promo-codes/${made.code}`, owner.change, { max_uses: 50 })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and 400 with fields for bad input', async () => {
    expect((await get('/promo-codes/NOSUCHCODE', support.read)).statusCode).toBe(404);
    expect((await send('PATCH', '/promo-codes/NOSUCHCODE', manager.change, { max_uses: 3 })).statusCode).toBe(404);
    expect((await send('POST', '/promo-codes/NOSUCHCODE/end', manager.change)).statusCode).toBe(404);
    expect((await get('/promo-codes/a!', support.read)).statusCode).toBe(400);
    const made = await makeCode();
    const cases: [string, 'POST' | 'PATCH', string, object][] = [
      ['percent', 'POST', '/promo-codes', { code: newCode(), percent: 101 }],
      ['code', 'POST', '/promo-codes', { code: 'a b', percent: 5 }],
      ['expires_at', 'POST', '/promo-codes', { code: newCode(), percent: 5, starts_at: '2030-01-02T00:00:00Z', expires_at: '2030-01-01T00:00:00Z' }],
      ['max_uses', 'PATCH', `/promo-codes/${made.code}`, { max_uses: 0 }],
      ['expires_at', 'PATCH', `/promo-codes/${made.code}`, { expires_at: 'tomorrow' }],
      ['kind', 'PATCH', `/promo-codes/${made.code}`, { kind: 'fixed' }],
      ['expires_at', 'PATCH', `/promo-codes/${made.code}`, { starts_at: '2030-01-02T00:00:00Z', expires_at: '2030-01-01T00:00:00Z' }],
    ];
    for (const [field, method, url, body] of cases) {
      const res = await send(method, url, manager.change, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await send('PATCH', `/promo-codes/${made.code}`, manager.change, {})).statusCode).toBe(400);
  });
});
