import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { MAX_ORDER_TOTAL_TAKA, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { proofPayload, submitProof } from '../../../test/fixtures/payment-proofs';
import { staffKeyFile } from '../../modules/staff/staff-key';
import { fillCart, postOrder, signUp, stockedItem, stockOf } from '../../../test/fixtures/orders';

// Money columns were 32-bit poisha: an order past ৳21,474,836.47 could not be stored (a 500). Migration 0008.
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A cart of `quantity` units of one product priced `taka` each, with exactly that stock. */
async function cartOf(shopper: Awaited<ReturnType<typeof signUp>>, taka: number, quantity: number, skip: number) {
  const item = await stockedItem(t.database.db, quantity, skip);
  await t.database.db.update(products).set({ price: taka * 100, oldPrice: null }).where(eq(products.id, item.productId));
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity }]);
  return item;
}

describe('an order larger than a 32-bit column of poisha', () => {
  it('is placed, shown to the shopper and to staff, and paid by a proof of its whole amount', async () => {
    const shopper = await signUp(t.app);
    await cartOf(shopper, 2_500, 10_000, 11);
    const res = await postOrder(t.app, shopper, { pickup_point_id: 1, payment_method: 'Bkash' });
    expect(res.statusCode).toBe(201);
    const order = res.json<{ order: Order }>().order;
    expect(order).toMatchObject({ subtotal: 25_000_000, delivery_fee: 150, total: 25_000_150 });
    expect(order.items[0]).toMatchObject({ quantity: 10_000, price: 2_500, subtotal: 25_000_000 });

    const key = readFileSync(staffKeyFile(t.dataDir), 'utf8').trim();
    const staff = await t.app.inject({ url: `/api/v1/staff/orders/${order.order_number}`, headers: { authorization: `Staff ${key}` } });
    expect(staff.json().order.total).toBe(25_000_150);

    const proof = await submitProof(t.app, shopper.auth, order.id, await proofPayload(order, { transaction_id: 'TRXBIGORDER1' }));
    expect(proof.statusCode).toBe(201);
    expect(proof.json().proof.amount).toBe(25_000_150);
  });

  it(`is refused with a 400 the shopper can act on past ৳${MAX_ORDER_TOTAL_TAKA.toLocaleString('en-US')}, taking no stock`, async () => {
    const shopper = await signUp(t.app);
    const item = await cartOf(shopper, 1_000_000, 101, 23);
    const res = await postOrder(t.app, shopper);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'order_too_large', message: 'Orders are limited to ৳100,000,000. Please split this one into smaller orders.' });
    expect(await stockOf(t.database.db, item.productId, item.size)).toBe(101);
  });
});
