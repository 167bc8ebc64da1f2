import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, MergeAnswer } from '@shop/shared';
import { cartTestbed } from '../../../test/fixtures/cart';

// Small limits so each one is reached in a few calls (docs/decisions/025).
let t: Awaited<ReturnType<typeof cartTestbed>>;
beforeAll(async () => {
  t = await cartTestbed({ limits: { lineQuantity: 3, cartLines: 2 } });
});
afterAll(() => t?.close());

type Shopper = Awaited<ReturnType<typeof t.shopper>>;
const add = (shopper: Shopper, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: shopper.headers, payload });
const put = (shopper: Shopper, id: string, quantity: number) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/cart/items/${id}`, headers: shopper.headers, payload: { quantity } });
const merge = (shopper: Shopper, items: object[]) => t.app.inject({ method: 'POST', url: '/api/v1/cart/merge', headers: shopper.headers, payload: { items } });
const cartOf = async (shopper: Shopper): Promise<Cart> => (await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: shopper.headers })).json().cart;
const quantities = (cart: Cart) => Object.fromEntries(cart.items.map((i) => [i.product_id, i.quantity]));

describe('cart limits', () => {
  it('tells the screens the limits with every cart answer', async () => {
    expect((await cartOf(await t.shopper())).limits).toEqual({ line_quantity: 3, lines: 2 });
  });

  it('refuses an add past the units allowed in one line (409), however much is in stock', async () => {
    const shopper = await t.shopper();
    const bag = await t.productWith({ ONE: 50 });
    expect((await add(shopper, { product_id: bag.id, quantity: 2 })).statusCode).toBe(200);
    const more = await add(shopper, { product_id: bag.id, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'quantity_limit', message: 'You can buy at most 3 of one item in one order. Your cart already has 2.' });
    expect(quantities(await cartOf(shopper))).toEqual({ [bag.id]: 2 });
    expect((await add(shopper, { product_id: bag.id, quantity: 1 })).statusCode).toBe(200);
  });

  it('names the stock first when the stock is the smaller bound', async () => {
    const shopper = await t.shopper();
    const bag = await t.productWith({ ONE: 2 });
    const res = await add(shopper, { product_id: bag.id, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'out_of_stock', message: 'Only 2 left in stock.' });
  });

  it('refuses a new line once the cart holds as many lines as allowed, but still grows the lines it has', async () => {
    const shopper = await t.shopper();
    const [a, b, c] = [await t.productWith({ ONE: 9 }), await t.productWith({ ONE: 9 }), await t.productWith({ ONE: 9 })];
    await add(shopper, { product_id: a.id, quantity: 1 });
    await add(shopper, { product_id: b.id, quantity: 1 });
    const third = await add(shopper, { product_id: c.id, quantity: 1 });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'cart_full', message: 'Your cart can hold up to 2 different items. Please remove one, or check out first.' });
    expect((await add(shopper, { product_id: a.id, quantity: 1 })).statusCode).toBe(200);
    expect(quantities(await cartOf(shopper))).toEqual({ [a.id]: 2, [b.id]: 1 });
  });

  it('refuses raising a line past the limit with PUT, and always allows lowering one', async () => {
    const shopper = await t.shopper();
    const bag = await t.productWith({ ONE: 50 });
    const line = (await add(shopper, { product_id: bag.id, quantity: 1 })).json().cart.items[0];
    const raise = await put(shopper, line.id, 7);
    expect(raise.statusCode).toBe(409);
    expect(raise.json()).toMatchObject({ code: 'quantity_limit', message: 'You can buy at most 3 of one item in one order.' });
    // A line above the limit (put there before the limit was lowered) may still come down.
    await t.db.execute(`UPDATE cart_lines SET quantity = 8 WHERE id = '${line.id}'`);
    expect((await put(shopper, line.id, 6)).statusCode).toBe(200);
    expect(quantities(await cartOf(shopper))).toEqual({ [bag.id]: 6 });
  });

  it('merges a guest cart within the limits: each line clamped, lines past the limit left out, all of it listed', async () => {
    const shopper = await t.shopper();
    const [a, b, c, d] = [await t.productWith({ ONE: 40 }), await t.productWith({ ONE: 40 }), await t.productWith({ ONE: 2 }), await t.productWith({ ONE: 40 })];
    await add(shopper, { product_id: a.id, quantity: 1 });
    const res = await merge(shopper, [
      { product_id: a.id, quantity: 9 },
      { product_id: b.id, quantity: 700 },
      { product_id: c.id, quantity: 5 },
      { product_id: d.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as MergeAnswer;
    expect(quantities(answer.cart)).toEqual({ [a.id]: 3, [b.id]: 3 });
    expect(answer.capped).toEqual([
      { product_id: a.id, size: 'ONE', quantity: 3, reason: 'quantity_limit' },
      { product_id: b.id, size: 'ONE', quantity: 3, reason: 'quantity_limit' },
    ]);
    expect(answer.skipped).toEqual([
      { product_id: c.id, size: 'ONE', reason: 'cart_full' },
      { product_id: d.id, size: 'ONE', reason: 'cart_full' },
    ]);
  });
});
