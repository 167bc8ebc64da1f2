import { eq } from 'drizzle-orm';
import type { Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { cartLineCount, fillCart, postOrder, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const ordersOf = (shopper: Shopper) => t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.user.id));

describe('placing orders at the same moment', () => {
  it('sells the last unit once when two shoppers check out together: one 201, one 409, stock 0', async () => {
    const db = t.database.db;
    const [first, second] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const item = await stockedItem(db, 1, 10);
    for (const shopper of [first!, second!]) await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const answers = await Promise.all([postOrder(t.app, first!), postOrder(t.app, second!)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toContain('is out of stock');
    expect(await stockOf(db, item.productId, item.size)).toBe(0);
  });

  it('never oversells when many shoppers race for a few units', async () => {
    const db = t.database.db;
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    const item = await stockedItem(db, 4, 20);
    for (const shopper of shoppers) await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const answers = await Promise.all(shoppers.map((s) => postOrder(t.app, s)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect(await stockOf(db, item.productId, item.size)).toBe(0);
  });

  it('makes one order of a double-submitted cart without a key, and answers both with it', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const item = await stockedItem(db, 5, 30);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 2 }]);
    const answers = await Promise.all([postOrder(t.app, shopper), postOrder(t.app, shopper)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => (a.json().order as Order).id)).size).toBe(1);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(db, item.productId, item.size)).toBe(3);
  });

  it('makes one order of two submits with the same Idempotency-Key', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const item = await stockedItem(db, 5, 40);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const key = { 'idempotency-key': 'checkout-7f3a' };
    const answers = await Promise.all([postOrder(t.app, shopper, undefined, key), postOrder(t.app, shopper, undefined, key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => (a.json().order as Order).id)).size).toBe(1);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(db, item.productId, item.size)).toBe(4);
  });

  it('answers a later retry with the same key with the first order, even with a new cart', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const item = await stockedItem(db, 5, 50);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const key = { 'idempotency-key': 'order-1' };
    const first = await postOrder(t.app, shopper, undefined, key);
    expect(first.statusCode).toBe(201);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 2 }]);
    const retry = await postOrder(t.app, shopper, undefined, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await cartLineCount(db, shopper.user.id)).toBe(1);
    const next = await postOrder(t.app, shopper, undefined, { 'idempotency-key': 'order-2' });
    expect(next.statusCode).toBe(201);
    expect(await ordersOf(shopper)).toHaveLength(2);
    expect(await stockOf(db, item.productId, item.size)).toBe(2);
  });

  it('keeps keys per shopper: the same key of another shopper makes their own order', async () => {
    const db = t.database.db;
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const item = await stockedItem(db, 5, 60);
    for (const s of [a!, b!]) await fillCart(db, s.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const key = { 'idempotency-key': 'same-key' };
    const [ra, rb] = [await postOrder(t.app, a!, undefined, key), await postOrder(t.app, b!, undefined, key)];
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    expect(ra.json().order.id).not.toBe(rb.json().order.id);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const shopper = await signUp(t.app);
    const res = await postOrder(t.app, shopper, undefined, { 'idempotency-key': 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['Idempotency-Key']).toContain('Idempotency-Key');
  });
});
