import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  AdminOrderDetailSchema, AdminOrderListSchema, BlockedPhoneListSchema, COD_UNCONFIRMED_REASON, OrderSchema, RiskPolicySchema, type Order,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, userPhones } from '../../db/schema/index';
import { staffOfEveryRole, type StaffMember } from '../../../test/fixtures/staff';
import { signUp, stockOf } from '../../../test/fixtures/orders';
import { cashTo, keptSms, newPhone, placeAs, refusedParcel } from '../../../test/fixtures/risk';
import { expireUnconfirmedCashOrders } from '../../workflows/expire-unpaid-orders';

const sms = keptSms();
let t: Awaited<ReturnType<typeof staffOfEveryRole>>['t'];
let owner: StaffMember;
let manager: StaffMember;
let support: StaffMember;
beforeAll(async () => {
  ({ t, owner, manager, support } = await staffOfEveryRole({
    expirySweepMs: 0, limits: { unpaidOrders: 100, ordersPerHour: 1000 }, messages: { channels: sms.channels },
  }));
});
afterAll(() => t?.close());

const db = () => t.db;
const inject = (options: InjectOptions) => t.app.inject(options);
const setPolicy = (who: StaffMember, high_risk_policy: string, confirm_minutes = 60) =>
  inject({ method: 'PUT', url: '/api/v1/admin/delivery/risk-policy', headers: who.change, payload: { high_risk_policy, confirm_minutes } });
const detail = async (order: Order) =>
  AdminOrderDetailSchema.parse((await inject({ method: 'GET', url: `/api/v1/admin/orders/${order.order_number}`, headers: owner.read })).json());
const staffMove = (order: Order, status: string) =>
  inject({ method: 'POST', url: `/api/v1/admin/orders/${order.order_number}/status`, headers: manager.change, payload: { status } });
/** A phone that had two parcels refused, and its new cash order. */
async function riskyOrder() {
  const phone = newPhone();
  await refusedParcel(t.app, db(), phone);
  await refusedParcel(t.app, db(), phone);
  const placed = await placeAs(t.app, db(), cashTo(phone));
  return { phone, ...placed };
}

describe('the owner sets what high risk means', () => {
  it('lets only the owner change it, offers no advance fee yet, and writes an audit row', async () => {
    expect((await setPolicy(manager, 'no_cod')).statusCode).toBe(403);
    expect((await setPolicy(owner, 'advance_fee')).statusCode).toBe(400);
    expect((await setPolicy(owner, 'confirm_code', 2)).statusCode).toBe(400);
    const saved = await setPolicy(owner, 'confirm_code', 30);
    expect(RiskPolicySchema.parse(saved.json())).toEqual({ high_risk_policy: 'confirm_code', confirm_minutes: 30 });
    const read = await inject({ method: 'GET', url: '/api/v1/admin/delivery/risk-policy', headers: support.read });
    expect(read.json()).toEqual({ high_risk_policy: 'confirm_code', confirm_minutes: 30 });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'delivery.risk_policy'));
    expect(audit.at(-1)?.after).toEqual({ high_risk_policy: 'confirm_code', confirm_minutes: 30 });
  });
});

describe('confirm_code: a high-risk cash order waits for the SMS code', () => {
  it('sends a code, keeps staff from confirming, takes a wrong code as a try, and lets the right one through', async () => {
    await setPolicy(owner, 'confirm_code', 30);
    const { phone, res, order, shopper } = await riskyOrder();
    expect(res.statusCode).toBe(201);
    expect(order!.cod_check).toMatchObject({ confirmed: false, phone_end: phone.slice(-3) });
    expect(new Date(order!.cod_check!.confirm_by).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const code = sms.codeTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.texts.at(-1)!.text).toContain(order!.order_number);

    // Staff see the risk and its reasons, and may only cancel while it waits.
    const seen = await detail(order!);
    expect(seen.risk).toMatchObject({ level: 'high', policy: 'confirm_code', confirmed_at: null });
    expect(seen.risk!.reasons).toContainEqual({ signal: 'refused_parcels', count: 2 });
    expect(seen.next_statuses).toEqual(['cancelled']);
    const list = AdminOrderListSchema.parse((await inject({ method: 'GET', url: `/api/v1/admin/orders?q=${phone}`, headers: owner.read })).json());
    expect(list.orders.find((o) => o.order_number === order!.order_number)).toMatchObject({ risk_level: 'high', awaits_code: true });
    const refused = await staffMove(order!, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('order_awaits_code');

    const confirm = (c: string, who = shopper) => inject({ method: 'POST', url: `/api/v1/orders/${order!.id}/cod-code/confirm`, headers: who.auth, payload: { code: c } });
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('order_code_wrong');
    // Another shopper cannot confirm it, even with the right code.
    expect((await confirm(code!, await signUp(t.app))).json().code).toBe('order_code_not_needed');
    const ok = await confirm(code!);
    expect(ok.statusCode).toBe(200);
    expect(OrderSchema.parse(ok.json().order).cod_check).toMatchObject({ confirmed: true });
    expect((await confirm(code!)).json().code).toBe('order_code_not_needed');
    expect((await staffMove(order!, 'confirmed')).statusCode).toBe(200);
    expect((await detail(order!)).risk?.confirmed_at).not.toBeNull();
  });

  it('sends a new code when asked, within the limit per number', async () => {
    await setPolicy(owner, 'confirm_code', 30);
    const { phone, order, shopper } = await riskyOrder();
    const first = sms.codeTo(phone);
    const again = () => inject({ method: 'POST', url: `/api/v1/orders/${order!.id}/cod-code`, headers: shopper.auth, remoteAddress: '10.9.8.7' });
    const second = await again();
    expect(second.json()).toEqual({ sent: 'sent' });
    const newest = sms.codeTo(phone);
    // Three codes a quarter of an hour per number: the placing's and two asked for.
    expect((await again()).statusCode).toBe(200);
    const limited = await again();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Only the newest code works.
    const confirm = (c: string) => inject({ method: 'POST', url: `/api/v1/orders/${order!.id}/cod-code/confirm`, headers: shopper.auth, payload: { code: c } });
    if (first !== sms.codeTo(phone)) expect((await confirm(first!)).statusCode).toBe(400);
    expect(newest).toMatch(/^\d{6}$/);
    expect((await confirm(sms.codeTo(phone)!)).statusCode).toBe(200);
  });

  it('cancels an order not confirmed in time and puts its stock back, and leaves one still in time', async () => {
    await setPolicy(owner, 'confirm_code', 30);
    const { order, shopper } = await riskyOrder();
    const [line] = order!.items;
    const stock = () => stockOf(db(), line!.product_id, line!.size);
    expect(await stock()).toBe(19);
    const confirmBy = new Date(order!.cod_check!.confirm_by).getTime();
    expect(await expireUnconfirmedCashOrders(db(), { now: new Date(confirmBy - 1000) })).toBe(0);
    expect(await expireUnconfirmedCashOrders(db(), { now: new Date(confirmBy + 1000) })).toBeGreaterThanOrEqual(1);
    const read = OrderSchema.parse((await inject({ method: 'GET', url: `/api/v1/orders/${order!.id}`, headers: shopper.auth })).json().order);
    expect(read).toMatchObject({ status: 'cancelled', cancel_reason: COD_UNCONFIRMED_REASON });
    expect(await stock()).toBe(20);
    // A code typed too late does nothing.
    const late = await inject({ method: 'POST', url: `/api/v1/orders/${order!.id}/cod-code`, headers: shopper.auth });
    expect(late.json().code).toBe('order_code_not_needed');
  });
});

describe('no_cod and blocked phones: cash on delivery is not offered', () => {
  it('refuses a high-risk cash order under no_cod with nothing taken, and takes it paid online', async () => {
    await setPolicy(owner, 'no_cod');
    const phone = newPhone();
    await refusedParcel(t.app, db(), phone);
    await refusedParcel(t.app, db(), phone);
    const { res, shopper } = await placeAs(t.app, db(), cashTo(phone));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('cod_not_offered');
    expect(await db().select().from(orders).where(and(eq(orders.userId, shopper.user.id)))).toHaveLength(0);
    const online = await placeAs(t.app, db(), { ...cashTo(phone), payment_method: 'Bkash' }, shopper);
    expect(online.res.statusCode).toBe(201);
    await setPolicy(owner, 'confirm_code');
  });

  it('none: places the order and only shows staff the risk', async () => {
    await setPolicy(owner, 'none');
    const { res, order } = await riskyOrder();
    expect(res.statusCode).toBe(201);
    expect(order!.cod_check).toBeNull();
    expect((await detail(order!)).risk).toMatchObject({ level: 'high', policy: 'none' });
    expect((await staffMove(order!, 'confirmed')).statusCode).toBe(200);
    await setPolicy(owner, 'confirm_code');
  });

  it('lets staff who may block customers block a number with a reason, refuses it cash on delivery, and unblock it', async () => {
    const phone = newPhone();
    const block = (who: StaffMember, body: object) => inject({ method: 'POST', url: '/api/v1/admin/blocked-phones', headers: who.change, payload: body });
    expect((await block(support, { phone, reason: 'Refused three parcels' })).statusCode).toBe(403);
    expect((await block(manager, { phone: '12345', reason: 'Refused three parcels' })).statusCode).toBe(400);
    expect((await block(manager, { phone, reason: 'no' })).statusCode).toBe(400);
    const blocked = await block(manager, { phone: `+88${phone}`, reason: 'Refused three parcels' });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toMatchObject({ phone, reason: 'Refused three parcels' });
    expect(blocked.json().blocked_by).toBe(manager.email);
    const list = BlockedPhoneListSchema.parse((await inject({ method: 'GET', url: '/api/v1/admin/blocked-phones', headers: manager.read })).json());
    expect(list.phones.map((p) => p.phone)).toContain(phone);

    const refused = await placeAs(t.app, db(), cashTo(phone));
    expect(refused.res.statusCode).toBe(409);
    expect(refused.res.json().code).toBe('cod_not_offered');

    const unblock = await inject({ method: 'DELETE', url: `/api/v1/admin/blocked-phones/${phone}`, headers: manager.change });
    expect(unblock.statusCode).toBe(204);
    expect((await inject({ method: 'DELETE', url: `/api/v1/admin/blocked-phones/${phone}`, headers: manager.change })).statusCode).toBe(404);
    expect((await placeAs(t.app, db(), cashTo(phone), refused.shopper)).res.statusCode).toBe(201);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, phone));
    expect(audit.map((a) => a.action)).toEqual(['phone.block', 'phone.unblock']);
  });
});

describe('each signal of the shop\'s record', () => {
  const reasonsOf = async (order: Order) => (await detail(order)).risk!.reasons;

  it('counts refusals at the same address under another number', async () => {
    const address = `House ${randomUUID().slice(0, 6)}, Road 9, Uttara, Dhaka`;
    await refusedParcel(t.app, db(), newPhone(), address);
    await refusedParcel(t.app, db(), newPhone(), address);
    const { order } = await placeAs(t.app, db(), cashTo(newPhone(), address));
    expect(await reasonsOf(order!)).toContainEqual({ signal: 'address_refusals', count: 2 });
  });

  it('counts an order cancelled after it had shipped as refused', async () => {
    const phone = newPhone();
    const { order: earlier } = await placeAs(t.app, db(), { ...cashTo(phone), payment_method: 'Bkash' });
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, earlier!.id));
    const { orderEvents } = await import('../../db/schema/index');
    await db().insert(orderEvents).values({ orderId: earlier!.id, actorKind: 'system', actorLabel: 'courier', kind: 'status', fromValue: 'shipped', toValue: 'cancelled' });
    const { order } = await placeAs(t.app, db(), cashTo(phone));
    expect(await reasonsOf(order!)).toContainEqual({ signal: 'refused_parcels', count: 1 });
  });

  it('counts cancellations, a new account and many orders in a day', async () => {
    const phone = newPhone();
    const shopper = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) {
      const { order } = await placeAs(t.app, db(), { ...cashTo(phone), payment_method: 'Nagad' }, shopper);
      if (i < 2) await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order!.id));
    }
    const { order } = await placeAs(t.app, db(), cashTo(phone), shopper);
    const reasons = await reasonsOf(order!);
    expect(reasons).toContainEqual({ signal: 'cancelled_orders', count: 2 });
    expect(reasons).toContainEqual({ signal: 'new_account', count: 0 });
    expect(reasons).toContainEqual({ signal: 'many_orders', count: 3 });
  });

  it('lowers the risk for parcels delivered to the number and a number verified on the account', async () => {
    const phone = newPhone();
    const shopper = await signUp(t.app);
    for (let i = 0; i < 2; i += 1) {
      const { order } = await placeAs(t.app, db(), { ...cashTo(phone), payment_method: 'Bkash' }, shopper);
      await db().update(orders).set({ status: 'delivered' }).where(eq(orders.id, order!.id));
    }
    await db().insert(userPhones).values({ phone, userId: shopper.user.id });
    await refusedParcel(t.app, db(), phone);
    const { order } = await placeAs(t.app, db(), cashTo(phone), shopper);
    const risk = (await detail(order!)).risk!;
    expect(risk.reasons).toContainEqual({ signal: 'delivered_parcels', count: 2 });
    expect(risk).toMatchObject({ phone_verified: true });
    expect(risk.reasons).toContainEqual({ signal: 'phone_verified' });
    // One refusal, a new account and three orders in a day would be high without them.
    expect(risk.level).toBe('medium');
  });

  it('names an amount far above the shop\'s usual delivered order', async () => {
    // Ten delivered orders make the usual amount; then one order of many units.
    for (let i = 0; i < 10; i += 1) {
      const { order } = await placeAs(t.app, db(), { ...cashTo(newPhone()), payment_method: 'Bkash' });
      await db().update(orders).set({ status: 'delivered' }).where(eq(orders.id, order!.id));
    }
    const shopper = await signUp(t.app);
    const { cartOf } = await import('../../../test/fixtures/risk');
    await cartOf(db(), shopper, 15);
    const res = await inject({ method: 'POST', url: '/api/v1/orders', headers: { ...shopper.auth, 'idempotency-key': randomUUID() }, payload: cashTo(newPhone()) });
    expect(res.statusCode).toBe(201);
    const reasons = await reasonsOf(res.json().order);
    expect(reasons.find((r) => r.signal === 'unusual_amount')?.amount).toBeGreaterThan(0);
  });
});
