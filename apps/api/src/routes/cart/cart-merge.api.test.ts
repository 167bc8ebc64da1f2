import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, MergeAnswer } from '@shop/shared';
import { cartTestbed } from '../../../test/fixtures/cart';

let t: Awaited<ReturnType<typeof cartTestbed>>;
beforeAll(async () => {
  t = await cartTestbed();
});
afterAll(() => t?.close());

type Shopper = Awaited<ReturnType<typeof t.shopper>>;
const merge = (shopper: Shopper, payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/merge',
    headers: { ...shopper.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
const add = (shopper: Shopper, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: shopper.headers, payload });
const cartOf = async (shopper: Shopper): Promise<Cart> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: shopper.headers })).json().cart;
const quantities = (cart: Cart) => Object.fromEntries(cart.items.map((i) => [`${i.product_id}:${i.size}`, i.quantity]));

describe('POST /api/v1/cart/merge', () => {
  it("adds a guest's lines to the server cart: same product and size add up, capped at the stock", async () => {
    const shopper = await t.shopper();
    const shirt = await t.productWith({ S: 2, M: 5, L: 9, XL: 1 });
    const bag = await t.productWith({ ONE: 4 });
    await add(shopper, { product_id: shirt.id, quantity: 2, size: 'M' });

    const res = await merge(shopper, {
      items: [
        { product_id: shirt.id, size: 'M', quantity: 2 },
        { product_id: shirt.id, quantity: 3 }, // no size: M, added to the line above
        { product_id: shirt.id, size: 'l', quantity: 1 },
        { product_id: bag.id, size: 'ONE', quantity: 1 },
        { product_id: bag.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as MergeAnswer;
    expect(quantities(answer.cart)).toEqual({ [`${shirt.id}:M`]: 5, [`${shirt.id}:L`]: 1, [`${bag.id}:ONE`]: 2 });
    expect(answer.capped).toEqual([{ product_id: shirt.id, size: 'M', quantity: 5, reason: 'out_of_stock' }]);
    expect(answer.skipped).toEqual([]);
    expect(answer.cart.count).toBe(8);
  });

  it('leaves out and lists what cannot be bought: unknown products, unknown sizes, nothing left', async () => {
    const shopper = await t.shopper();
    const shirt = await t.productWith({ S: 0, M: 5, L: 9, XL: 1 });
    const shoe = await t.productWith({ 39: 2, 40: 2, 41: 2, 42: 2, 43: 2 });
    const res = await merge(shopper, {
      items: [
        { product_id: 99_999_999, size: 'M', quantity: 1 },
        { product_id: shirt.id, size: 'XXL', quantity: 1 },
        { product_id: shirt.id, size: 'S', quantity: 1 },
        { product_id: shoe.id, quantity: 1 },
        { product_id: shirt.id, size: 'XL', quantity: 1 },
      ],
    });
    const answer = res.json() as MergeAnswer;
    expect(answer.skipped).toEqual([
      { product_id: 99_999_999, size: 'M', reason: 'unknown_product' },
      { product_id: shirt.id, size: 'XXL', reason: 'unknown_size' },
      { product_id: shirt.id, size: 'S', reason: 'out_of_stock' },
      { product_id: shoe.id, size: '', reason: 'unknown_size' },
    ]);
    expect(quantities(answer.cart)).toEqual({ [`${shirt.id}:XL`]: 1 });
  });

  it('applies a merge retried with the same Idempotency-Key once, and a new merge again', async () => {
    const shopper = await t.shopper();
    const bag = await t.productWith({ ONE: 20 });
    const payload = { items: [{ product_id: bag.id, size: 'ONE', quantity: 3 }] };
    expect((await merge(shopper, payload, 'merge-a')).json().cart.count).toBe(3);
    // The answer was lost and the client sends the same merge again.
    const retry = await merge(shopper, payload, 'merge-a');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().cart.count).toBe(3);
    expect((await merge(shopper, payload, 'merge-b')).json().cart.count).toBe(6);
    expect((await cartOf(shopper)).count).toBe(6);
  });

  it('counts merges sent at the same moment without a unique violation', async () => {
    const shopper = await t.shopper();
    const bag = await t.productWith({ ONE: 50 });
    const payload = { items: [{ product_id: bag.id, quantity: 2 }] };
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => merge(shopper, payload, `m-${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect((await cartOf(shopper)).count).toBe(10);
  });

  it('refuses more than 100 lines, bad quantities and unknown fields (400), and an empty merge changes nothing', async () => {
    const shopper = await t.shopper();
    const many = { items: Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, size: 'M', quantity: 1 })) };
    expect((await merge(shopper, many)).statusCode).toBe(400);
    expect((await merge(shopper, { items: [{ product_id: 1, size: 'M', quantity: 0 }] })).statusCode).toBe(400);
    expect((await merge(shopper, { items: [{ product_id: 1, quantity: 1, price: 1 }] })).statusCode).toBe(400);
    expect((await merge(shopper, { lines: [] })).statusCode).toBe(400);
    const empty = await merge(shopper, { items: [] });
    expect(empty.json()).toEqual({ cart: { items: [], subtotal: 0, delivery_fee: 0, total: 0, count: 0, limits: { line_quantity: 10, lines: 50 }, promo: null }, skipped: [], capped: [] });
  });
});
