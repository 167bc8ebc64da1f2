import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Order, OrderStatus } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { staffKeyFile } from '../../modules/staff/staff-key';
import { parseCommand } from '../../staff/parse-command';
import { runCommand } from '../../staff/run-command';
import { SHIPMENT_ARGS, statusBody, CHECKOUT, fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { staffTestbed } from '../../../test/fixtures/staff';

// Real popularity (docs/decisions/043): products.sold counts the units of delivered orders, less refunded returns.
let t: Awaited<ReturnType<typeof staffTestbed>>;
let owner: Awaited<ReturnType<Awaited<ReturnType<typeof staffTestbed>>['staffMember']>>;
let shopper: Shopper;
let key: string;
beforeAll(async () => {
  t = await staffTestbed({ limits: { ordersPerHour: 1000, unpaidOrders: 1000 } });
  owner = await t.staffMember('owner', 'Omar Owner');
  shopper = await signUp(t.app, { name: 'Nusrat Jahan' });
  key = readFileSync(staffKeyFile(t.dataDir), 'utf8').trim();
});
afterAll(async () => t?.close());

const soldOf = async (productId: number) => (await t.db.select({ sold: products.sold }).from(products).where(eq(products.id, productId)))[0]!.sold;
const move = async (order: Order, status: OrderStatus, reason?: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${order.order_number}/status`, headers: owner.change, payload: statusBody(status, reason ? { reason } : {}) });
  expect(res.statusCode, res.body).toBe(200);
};
const walk = async (order: Order, steps: OrderStatus[]) => {
  for (const step of steps) await move(order, step);
};
const TO_DOOR: OrderStatus[] = ['confirmed', 'shipped', 'out_for_delivery'];

let skip = 40;
/** An order of `quantity` units of one product size, and of one unit of a second product. */
async function order(quantity: number) {
  const item = await stockedItem(t.db, 50, (skip += 7));
  const other = await stockedItem(t.db, 50, (skip += 7));
  await fillCart(t.db, shopper.user.id, [
    { productId: item.productId, size: item.size, quantity },
    { productId: other.productId, size: other.size, quantity: 1 },
  ]);
  return { item, other, order: await placeOrderOk(t.app, shopper, CHECKOUT) };
}

describe('products.sold', () => {
  it('counts an order when it is delivered, not before, and not again when it is completed', async () => {
    const { item, other, order: placed } = await order(3);
    const [before, otherBefore] = [await soldOf(item.productId), await soldOf(other.productId)];
    await walk(placed, TO_DOOR);
    expect(await soldOf(item.productId)).toBe(before);
    await move(placed, 'delivered');
    expect(await soldOf(item.productId)).toBe(before + 3);
    expect(await soldOf(other.productId)).toBe(otherBefore + 1);
    await move(placed, 'completed');
    expect(await soldOf(item.productId)).toBe(before + 3);
    // Asked again, the step is refused and counts nothing.
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${placed.order_number}/status`, headers: owner.change, payload: { status: 'delivered' } });
    expect(again.statusCode).toBe(409);
    expect(await soldOf(item.productId)).toBe(before + 3);
  });

  it('counts an order completed straight from out for delivery once', async () => {
    const { item, order: placed } = await order(2);
    const before = await soldOf(item.productId);
    await walk(placed, [...TO_DOOR, 'completed']);
    expect(await soldOf(item.productId)).toBe(before + 2);
  });

  it('never counts a cancelled order', async () => {
    const { item, order: placed } = await order(4);
    const before = await soldOf(item.productId);
    await move(placed, 'confirmed');
    await move(placed, 'cancelled', 'The shopper asked us to cancel.');
    expect(await soldOf(item.productId)).toBe(before);
  });

  it('counts deliveries made with the staff key and with the staff tool too', async () => {
    const viaKey = await order(2);
    const viaTool = await order(5);
    const [keyBefore, toolBefore] = [await soldOf(viaKey.item.productId), await soldOf(viaTool.item.productId)];
    for (const status of [...TO_DOOR, 'delivered']) {
      const res = await t.app.inject({
        method: 'POST', url: `/api/v1/staff/orders/${viaKey.order.order_number}/status`, headers: { authorization: `Staff ${key}` }, payload: statusBody(status),
      });
      expect(res.statusCode, res.body).toBe(200);
      await runCommand(t.db, parseCommand(['orders', 'status', viaTool.order.order_number, status, ...(status === 'shipped' ? SHIPMENT_ARGS : [])]));
    }
    expect(await soldOf(viaKey.item.productId)).toBe(keyBefore + 2);
    expect(await soldOf(viaTool.item.productId)).toBe(toolBefore + 5);
  });

  it('takes a refunded return back off, once, never below none', async () => {
    const { item, order: placed } = await order(2);
    await walk(placed, [...TO_DOOR, 'delivered']);
    const delivered = await soldOf(item.productId);
    const asked = await t.app.inject({
      method: 'POST', url: '/api/v1/returns', headers: shopper.auth, payload: { order_id: placed.id, order_line_id: placed.items.find((l) => l.product_id === item.productId)!.id, reason: 'Too small for me.' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<{ return: { id: string } }>().return.id;
    const decide = (action: string) => t.app.inject({ method: 'POST', url: `/api/v1/admin/returns/${returnId}/${action}`, headers: owner.change, payload: {} });
    expect((await decide('approve')).statusCode).toBe(200);
    expect(await soldOf(item.productId)).toBe(delivered);
    expect((await decide('refund')).statusCode).toBe(200);
    expect(await soldOf(item.productId)).toBe(delivered - 2);
    expect((await decide('refund')).statusCode).toBe(409);
    expect(await soldOf(item.productId)).toBe(delivered - 2);

    // A seeded count smaller than a refund stays at none (the products_sold_not_negative check).
    const second = await order(3);
    await walk(second.order, [...TO_DOOR, 'delivered']);
    await t.db.update(products).set({ sold: 1 }).where(eq(products.id, second.item.productId));
    const line = second.order.items.find((l) => l.product_id === second.item.productId)!;
    const ret = await t.app.inject({ method: 'POST', url: '/api/v1/returns', headers: shopper.auth, payload: { order_id: second.order.id, order_line_id: line.id, reason: 'Not as shown.' } });
    const id = ret.json<{ return: { id: string } }>().return.id;
    for (const action of ['approve', 'refund']) {
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/returns/${id}/${action}`, headers: owner.change, payload: {} })).statusCode).toBe(200);
    }
    expect(await soldOf(second.item.productId)).toBe(0);
  });
});
