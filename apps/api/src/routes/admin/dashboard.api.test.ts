import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@shop/shared';
import { moveOrder } from '../../workflows/move-order';
import { fillCart, placeOrderOk, signUp, stockedItem } from '../../../test/fixtures/orders';
import { staffTestbed } from '../../../test/fixtures/staff';

let t: Awaited<ReturnType<typeof staffTestbed>>;
beforeAll(async () => {
  t = await staffTestbed();
});
afterAll(async () => t?.close());

const read = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers });
  expect(res.statusCode).toBe(200);
  return res.json<Dashboard>();
};

let skip = 0;
async function order() {
  const shopper = await signUp(t.app);
  const item = await stockedItem(t.db, 10, (skip += 7));
  await fillCart(t.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return placeOrderOk(t.app, shopper);
}

describe('the dashboard', () => {
  it('counts today\'s and this week\'s orders and revenue in taka, leaving out cancelled ones, and what waits for staff', async () => {
    const support = await t.staffMember('support');
    const before = await read(support.read);
    const kept = await order();
    const cancelled = await order();
    await moveOrder(t.db, { kind: 'cli', label: 'test', ip: null }, cancelled.order_number, 'cancelled', 'Shopper asked by phone');
    const after = await read(support.read);
    expect(after.today_totals.orders - before.today_totals.orders).toBe(1);
    expect(after.today_totals.revenue - before.today_totals.revenue).toBeCloseTo(kept.total, 2);
    expect(after.week_totals.orders - before.week_totals.orders).toBe(1);
    expect(after.days).toHaveLength(7);
    expect(after.days[6]!.day).toBe(after.today);
    expect(after.waiting.orders.pending - before.waiting.orders.pending).toBe(1);
    expect(after.waiting.orders.cancelled - before.waiting.orders.cancelled).toBe(1);
    // The week starts on a Saturday at most six days back.
    expect(new Date(`${after.week_start}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(after.week_start <= after.today).toBe(true);
  });

  it('names the Bangladesh day: at 20:00 UTC it is already tomorrow in Dhaka', async () => {
    const owner = await t.staffMember('owner');
    const saved = t.clock.now;
    t.clock.now = Date.UTC(2026, 10, 26, 20, 0, 0);
    // Sessions end after 30 idle minutes: sign in again at the moved clock.
    const later = await t.staffMember('owner');
    expect((await read(later.read)).today).toBe('2026-11-27');
    t.clock.now = saved;
    expect(owner.id).toBeTruthy();
  });

  it('shows owners every recent change, and others only changes of orders, payments and returns', async () => {
    const owner = await t.staffMember('owner');
    const support = await t.staffMember('support');
    await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/staff/${support.id}`, headers: owner.change, payload: { role: 'manager' } });
    const forOwner = await read(owner.read);
    expect(forOwner.recent[0]).toMatchObject({ action: 'staff.change', entity_id: support.id });
    const forManager = await read(support.read);
    expect(forManager.recent.every((e) => e.entity_type !== 'staff')).toBe(true);
  });

  it('is closed to shoppers and strangers', async () => {
    const shopper = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: shopper.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' })).statusCode).toBe(401);
  });
});
