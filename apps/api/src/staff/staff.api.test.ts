import { eq } from 'drizzle-orm';
import type { Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentProofs, returnRequests } from '../db/schema/index';
import { AppError } from '../lib/errors';
import { SHIPMENT_ARGS, fillCart, placeOrderOk, signUp, stockedItem, stockOf, type Shopper } from '../../test/fixtures/orders';
import { buildTestApp } from '../../test/helper';
import { parseCommand } from './parse-command';
import { runCommand } from './run-command';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shopper: Shopper;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await signUp(t.app, { name: 'Tahmina Akter' });
});
afterAll(() => t?.close());

const staff = (...argv: string[]) => runCommand(t.database.db, parseCommand(argv));
async function refused(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
}
const seen = async (order: Order) => (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json().order as Order;

let skip = 0;
async function newOrder(quantity = 1) {
  const item = await stockedItem(t.database.db, 10, (skip += 9));
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity }]);
  return { item, order: await placeOrderOk(t.app, shopper) };
}

describe('staff orders commands', () => {
  it('lists and shows orders, filtered by status', async () => {
    const { order, item } = await newOrder(2);
    expect(await staff('orders', 'list')).toContain(order.order_number);
    expect(await staff('orders', 'list', '--status', 'shipped')).not.toContain(order.order_number);
    const shown = await staff('orders', 'show', order.order_number.toLowerCase());
    expect(shown).toContain('Tahmina Akter');
    expect(shown).toContain(item.sku);
    // Staff read Bangladesh time (UTC+6), not the server's UTC.
    const dhaka = new Date(Date.parse(order.created_at) + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(shown).toContain(`Placed     ${dhaka} Dhaka time`);
    expect(await refused(staff('orders', 'show', 'BZ-0000-00000000'))).toBe('No order BZ-0000-00000000.');
  });

  it('moves an order along its allowed steps, stamping delivery, as the shopper then sees', async () => {
    const { order } = await newOrder();
    for (const status of ['confirmed', 'shipped', 'out_for_delivery', 'delivered', 'completed']) {
      const shipment = status === 'shipped' ? SHIPMENT_ARGS : [];
      expect(await staff('orders', 'status', order.order_number, status, ...shipment)).toMatch(new RegExp(`-> ${status}\\.$`));
    }
    const after = await seen(order);
    expect(after.status).toBe('completed');
    expect(after.delivered_at).not.toBeNull();
  });

  it('refuses steps that skip or go back, leaving the order as it was', async () => {
    const { order } = await newOrder();
    expect(await refused(staff('orders', 'status', order.order_number, 'delivered'))).toBe(
      `Order ${order.order_number} is pending; it can go to confirmed or processing, not delivered.`,
    );
    await staff('orders', 'status', order.order_number, 'processing');
    expect(await refused(staff('orders', 'status', order.order_number, 'pending'))).toContain('is processing; it can go to shipped, not pending');
    expect((await seen(order)).status).toBe('processing');
  });

  it('cancels through the shop’s cancel workflow: stock back, reason shown to the shopper', async () => {
    const { order, item } = await newOrder(3);
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(7);
    expect(await staff('orders', 'status', order.order_number, 'cancelled', '--reason', 'Out of stock at the warehouse')).toContain('cancelled');
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(10);
    expect(await seen(order)).toMatchObject({ status: 'cancelled', cancel_reason: 'Out of stock at the warehouse', refund_amount: 0 });
    expect(await refused(staff('orders', 'status', order.order_number, 'confirmed'))).toContain('is cancelled; it cannot change any more');
  });
});

describe('staff payments and returns commands', () => {
  it('marks a payment paid together with its latest proof, and refuses to reject it afterwards', async () => {
    const { order } = await newOrder();
    await t.database.db.update(orders).set({ paymentStatus: 'submitted' }).where(eq(orders.id, order.id));
    const [proof] = await t.database.db.insert(paymentProofs).values({
      orderId: order.id, userId: shopper.user.id, transactionId: 'TX9', method: 'bkash', amount: order.total * 100,
      senderNumber: '01712345678', senderName: 'Tahmina', paymentDate: '2026-11-20', screenshot: 'x.png',
    }).returning();
    expect(await staff('payments', 'list', '--status', 'submitted')).toMatch(new RegExp(`^${order.order_number}\\s+bkash\\s+TX9\\s+৳[\\d,.]+\\s+01712345678\\s+submitted\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`, 'm'));
    expect(await staff('payments', 'mark', order.order_number, 'paid')).toContain('submitted -> paid (latest payment proof too)');
    expect(await staff('payments', 'list', '--status', 'submitted')).not.toContain(order.order_number);
    expect((await seen(order)).payment_status).toBe('paid');
    const [after] = await t.database.db.select().from(paymentProofs).where(eq(paymentProofs.id, proof!.id));
    expect(after?.status).toBe('paid');
    expect(await refused(staff('payments', 'mark', order.order_number, 'rejected'))).toContain('is paid; it cannot be marked rejected');
  });

  it('decides the waiting proof of an order cancelled before it was checked: rejected, nothing is owed back; paid, the total is', async () => {
    async function cancelledWithWaitingProof(transactionId: string) {
      const { order } = await newOrder();
      await t.database.db.update(orders).set({ paymentStatus: 'submitted' }).where(eq(orders.id, order.id));
      const [proof] = await t.database.db.insert(paymentProofs).values({
        orderId: order.id, userId: shopper.user.id, transactionId, method: 'nagad', amount: order.total * 100,
        senderNumber: '01812345678', senderName: 'Tahmina', paymentDate: '2026-11-20', screenshot: 'x.png',
      }).returning();
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/cancel`, headers: shopper.auth, payload: { reason: 'Changed my mind' } });
      expect(res.json().order).toMatchObject({ payment_status: 'refunded', refund_amount: order.total });
      return { order, proofStatus: async () => (await t.database.db.select().from(paymentProofs).where(eq(paymentProofs.id, proof!.id)))[0]?.status };
    }

    const fake = await cancelledWithWaitingProof('TX-NEVER-SENT');
    expect(await staff('payments', 'list', '--status', 'submitted')).toMatch(new RegExp(`^${fake.order.order_number} \\(cancelled\\)\\s+nagad\\s+TX-NEVER-SENT\\s`, 'm'));
    expect(await staff('payments', 'mark', fake.order.order_number, 'rejected')).toBe(
      `Payment of cancelled order ${fake.order.order_number}: its payment proof is rejected, nothing to pay back (refunded -> rejected).`,
    );
    expect(await fake.proofStatus()).toBe('rejected');
    expect(await seen(fake.order)).toMatchObject({ status: 'cancelled', payment_status: 'rejected', refund_amount: 0 });
    expect(await staff('payments', 'list', '--status', 'submitted')).not.toContain(fake.order.order_number);
    expect(await refused(staff('payments', 'mark', fake.order.order_number, 'paid'))).toBe(`Order ${fake.order.order_number} is cancelled; its payment can no longer change.`);

    const real = await cancelledWithWaitingProof('TX-CAME-IN');
    expect(await staff('payments', 'mark', real.order.order_number, 'paid')).toMatch(
      new RegExp(`^Payment of cancelled order ${real.order.order_number}: its payment proof is paid, ৳[\\d,.]+ to pay back \\(refunded -> refunded\\)\\.$`),
    );
    expect(await real.proofStatus()).toBe('paid');
    expect(await seen(real.order)).toMatchObject({ payment_status: 'refunded', refund_amount: real.order.total });
    expect(await refused(staff('payments', 'mark', real.order.order_number, 'rejected'))).toContain('is cancelled; its payment can no longer change');
  });

  it('approves then refunds a requested return, and refuses out-of-order decisions', async () => {
    const { order } = await newOrder();
    const [ret] = await t.database.db.insert(returnRequests).values({ orderId: order.id, orderLineId: order.items[0]!.id, userId: shopper.user.id, reason: 'Too small' }).returning();
    const id = ret!.id;
    expect(await refused(staff('returns', 'refund', id))).toContain('only an approved return can be refunded');
    expect(await staff('returns', 'approve', id)).toBe(`Return ${id}: requested -> approved.`);
    expect(await refused(staff('returns', 'reject', id))).toContain('is approved');
    expect(await staff('returns', 'refund', id)).toBe(`Return ${id}: approved -> refunded.`);
    expect(await refused(staff('returns', 'approve', '00000000-0000-0000-0000-000000000000'))).toContain('No return request');
  });
});

describe('staff promo commands', () => {
  it('creates a code shoppers can apply at once, and lists it; a second one with the same code is refused', async () => {
    expect(await staff('promo', 'create', 'staff15', '--percent', '15', '--per-user', '1')).toBe('Created STAFF15: 15% off.');
    expect(await staff('promo', 'list')).toMatch(/STAFF15\s+15%/);
    expect(await refused(staff('promo', 'create', 'STAFF15', '--fixed', '100'))).toBe('Promo code STAFF15 already exists.');
    const item = await stockedItem(t.database.db, 5, 300);
    await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/promo/apply', headers: shopper.auth, payload: { promoCode: 'Staff15' } });
    expect(res.json()).toMatchObject({ success: true, message: 'Voucher Applied! 15% off' });
  });
});
