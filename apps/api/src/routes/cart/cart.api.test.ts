import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGE, type Cart } from '@shop/shared';
import { cartTestbed } from '../../../test/fixtures/cart';

let t: Awaited<ReturnType<typeof cartTestbed>>;
beforeAll(async () => {
  t = await cartTestbed();
});
afterAll(() => t?.close());

type Shopper = Awaited<ReturnType<typeof t.shopper>>;
const call = (shopper: Shopper | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...shopper?.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const cartOf = async (shopper: Shopper): Promise<Cart> => (await call(shopper, 'GET', '/api/v1/cart')).json().cart;
const add = (shopper: Shopper, payload: object, headers?: Record<string, string>) => call(shopper, 'POST', '/api/v1/cart/items', payload, headers);

describe('who may use the cart', () => {
  it.each([
    ['GET', '/api/v1/cart'], ['POST', '/api/v1/cart/items'], ['PUT', '/api/v1/cart/items/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/v1/cart/items/00000000-0000-4000-8000-000000000000'], ['DELETE', '/api/v1/cart'], ['POST', '/api/v1/cart/merge'],
    ['POST', '/api/cart/delete'],
  ] as const)('%s %s needs the bearer token (401)', async (method, url) => {
    const res = await call(null, method, url, method === 'POST' || method === 'PUT' ? { quantity: 1 } : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a token of an account that no longer exists', async () => {
    const gone = await t.shopper();
    await t.db.execute(sql`DELETE FROM users WHERE id = ${gone.id}`);
    const product = await t.productWith({ ONE: 5 });
    expect((await add(gone, { product_id: product.id, quantity: 1 })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/cart', () => {
  it('answers an empty cart for a shopper who never had one, never cached', async () => {
    const res = await call(await t.shopper(), 'GET', '/api/v1/cart');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ cart: { items: [], subtotal: 0, delivery_fee: 0, total: 0, count: 0, limits: { line_quantity: 10, lines: 50 }, promo: null } });
  });
});

describe('POST /api/v1/cart/items', () => {
  it('takes the price and name from the catalogue, whatever the client sends', async () => {
    const shopper = await t.shopper();
    const shirt = await t.productWith({ S: 4, M: 6, L: 2, XL: 0 });
    const res = await add(shopper, { product_id: shirt.id, quantity: 2, size: 'M', price: 1, name: 'Free shirt' });
    expect(res.statusCode).toBe(200);
    const { cart } = res.json() as { cart: Cart };
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      product_id: shirt.id, size: 'M', quantity: 2, price: shirt.price, originalPrice: shirt.oldPrice, stock: 6,
      product: { name: shirt.name },
    });
    expect(cart.items[0]!.product.images.length).toBeGreaterThan(0);
    expect(cart).toMatchObject({ subtotal: shirt.price * 2, delivery_fee: 150, total: shirt.price * 2 + 150, count: 2 });
  });

  it('adds up the same product and size, and keeps other sizes apart', async () => {
    const shopper = await t.shopper();
    const shirt = await t.productWith({ S: 4, M: 6, L: 2, XL: 3 });
    await add(shopper, { product_id: shirt.id, quantity: 1, size: 'M' });
    await add(shopper, { product_id: shirt.id, quantity: 2, size: 'm' });
    const cart = (await add(shopper, { product_id: shirt.id, quantity: 1, size: 'L' })).json().cart as Cart;
    expect(cart.items.map((i) => [i.size, i.quantity])).toEqual([['M', 3], ['L', 1]]);
    expect(cart.count).toBe(4);
  });

  it('uses M when no size is given, the only size of one-size goods, and asks for a size of shoes', async () => {
    const shopper = await t.shopper();
    const shirt = await t.productWith({ S: 4, M: 6, L: 2, XL: 3 });
    const bag = await t.productWith({ ONE: 3 });
    const shoe = await t.productWith({ 39: 2, 40: 2, 41: 2, 42: 2, 43: 2 });
    await add(shopper, { product_id: shirt.id, quantity: 1 });
    const cart = (await add(shopper, { product_id: bag.id, quantity: 1, size: '' })).json().cart as Cart;
    expect(cart.items.map((i) => [i.product_id, i.size])).toEqual([[shirt.id, 'M'], [bag.id, 'ONE']]);

    const noSize = await add(shopper, { product_id: shoe.id, quantity: 1 });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toMatchObject({ message: 'Please choose a size.', fields: { size: 'Please choose a size.' } });
    const wrongSize = await add(shopper, { product_id: shirt.id, quantity: 1, size: 'XXL' });
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json().fields.size).toBe('This product is not sold in size XXL.');
    expect((await add(shopper, { product_id: shoe.id, quantity: 1, size: '41' })).statusCode).toBe(200);
  });

  it.each([0, -1, 1.5, '2', null, 'many'])('refuses quantity %o with a 400 naming the field', async (quantity) => {
    const shopper = await t.shopper();
    const res = await add(shopper, { product_id: 1, quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { quantity: QUANTITY_MESSAGE } });
    expect((await cartOf(shopper)).items).toEqual([]);
  });

  it('refuses a missing quantity, a text product id and fields it does not know', async () => {
    const shopper = await t.shopper();
    expect((await add(shopper, { product_id: 1 })).json().fields).toHaveProperty('quantity');
    expect((await add(shopper, { product_id: '1', quantity: 1 })).json().fields).toHaveProperty('product_id');
    const res = await add(shopper, { product_id: 1, quantity: 1, discount: 90 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ discount: 'Unknown field.' });
  });

  it('says how many are left when the stock of that size runs short (409)', async () => {
    const shopper = await t.shopper();
    const shirt = await t.productWith({ S: 0, M: 5, L: 2, XL: 1 });
    const tooMany = await add(shopper, { product_id: shirt.id, quantity: 6, size: 'M' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'out_of_stock', message: 'Only 5 left in stock.' });
    await add(shopper, { product_id: shirt.id, quantity: 3, size: 'M' });
    const again = await add(shopper, { product_id: shirt.id, quantity: 3, size: 'M' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only 5 left in stock. Your cart already has 3.');
    const none = await add(shopper, { product_id: shirt.id, quantity: 1, size: 'S' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This item is out of stock.');
    expect((await add(shopper, { product_id: shirt.id, quantity: 2, size: 'M' })).statusCode).toBe(200);
    expect((await cartOf(shopper)).items.map((i) => i.quantity)).toEqual([5]);
  });

  it('answers 404 for a product that does not exist or was taken off sale', async () => {
    const shopper = await t.shopper();
    const res = await add(shopper, { product_id: 99_999_999, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'Product not found.' });
    const retired = await t.productWith({ ONE: 9 });
    await t.db.execute(sql`UPDATE products SET active = false WHERE id = ${retired.id}`);
    expect((await add(shopper, { product_id: retired.id, quantity: 1 })).statusCode).toBe(404);
  });

  it('counts two adds of the same product and size sent at the same moment, without a unique violation', async () => {
    const shopper = await t.shopper();
    const bag = await t.productWith({ ONE: 30 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(shopper, { product_id: bag.id, quantity: 1 })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await cartOf(shopper)).items.map((i) => i.quantity)).toEqual([8]);
  });

  it('applies a retried add with the same Idempotency-Key once', async () => {
    const shopper = await t.shopper();
    const bag = await t.productWith({ ONE: 30 });
    const headers = { 'idempotency-key': 'add-1' };
    await add(shopper, { product_id: bag.id, quantity: 2 }, headers);
    const retry = await add(shopper, { product_id: bag.id, quantity: 2 }, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().cart.items[0].quantity).toBe(2);
    await add(shopper, { product_id: bag.id, quantity: 2 }, { 'idempotency-key': 'add-2' });
    expect((await cartOf(shopper)).items[0]!.quantity).toBe(4);
    const bad = await add(shopper, { product_id: bag.id, quantity: 1 }, { 'idempotency-key': 'x'.repeat(300) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('changing and removing lines', () => {
  async function twoShoppersWithALine() {
    const [owner, other] = [await t.shopper(), await t.shopper()];
    const shirt = await t.productWith({ S: 4, M: 6, L: 2, XL: 3 });
    const cart = (await add(owner, { product_id: shirt.id, quantity: 2, size: 'M' })).json().cart as Cart;
    return { owner, other, shirt, lineId: cart.items[0]!.id };
  }

  it('PUT sets the quantity within the stock, and lowering is allowed even above a shrunk stock', async () => {
    const { owner, shirt, lineId } = await twoShoppersWithALine();
    const set = await call(owner, 'PUT', `/api/v1/cart/items/${lineId}`, { quantity: 6 });
    expect(set.statusCode).toBe(200);
    expect(set.json().cart.items[0]).toMatchObject({ quantity: 6, stock: 6 });
    const over = await call(owner, 'PUT', `/api/v1/cart/items/${lineId}`, { quantity: 7 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 6 left in stock.');
    await t.db.execute(sql`UPDATE product_stock SET stock = 2 WHERE product_id = ${shirt.id} AND size = 'M'`);
    expect((await call(owner, 'PUT', `/api/v1/cart/items/${lineId}`, { quantity: 5 })).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/api/v1/cart/items/${lineId}`, { quantity: 6 })).statusCode).toBe(409);
  });

  it.each([0, -1, 1.5, '2'])('PUT refuses quantity %o (400)', async (quantity) => {
    const { owner, lineId } = await twoShoppersWithALine();
    const res = await call(owner, 'PUT', `/api/v1/cart/items/${lineId}`, { quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.quantity).toBe(QUANTITY_MESSAGE);
  });

  it("answers 404 for another shopper's line and for an id that is no line id, changing nothing", async () => {
    const { owner, other, lineId } = await twoShoppersWithALine();
    for (const res of [
      await call(other, 'PUT', `/api/v1/cart/items/${lineId}`, { quantity: 1 }),
      await call(other, 'DELETE', `/api/v1/cart/items/${lineId}`),
      await call(owner, 'PUT', '/api/v1/cart/items/42', { quantity: 1 }),
      await call(owner, 'DELETE', "/api/v1/cart/items/1'%20OR%201=1"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Cart item not found.' });
    }
    expect((await cartOf(owner)).items.map((i) => i.quantity)).toEqual([2]);
  });

  it('DELETE removes one line, then that line is gone (404)', async () => {
    const { owner, shirt, lineId } = await twoShoppersWithALine();
    await add(owner, { product_id: shirt.id, quantity: 1, size: 'L' });
    const res = await call(owner, 'DELETE', `/api/v1/cart/items/${lineId}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().cart as Cart).items.map((i) => i.size)).toEqual(['L']);
    expect((await call(owner, 'DELETE', `/api/v1/cart/items/${lineId}`)).statusCode).toBe(404);
  });

  it("DELETE /cart empties the caller's cart only", async () => {
    const { owner, other, shirt } = await twoShoppersWithALine();
    await add(other, { product_id: shirt.id, quantity: 1, size: 'S' });
    const res = await call(owner, 'DELETE', '/api/v1/cart');
    expect(res.json()).toEqual({ cart: { items: [], subtotal: 0, delivery_fee: 0, total: 0, count: 0, limits: { line_quantity: 10, lines: 50 }, promo: null } });
    expect((await cartOf(other)).count).toBe(1);
  });

  it('POST /api/cart/delete removes every line of the given products (the old path)', async () => {
    const { owner, other, shirt } = await twoShoppersWithALine();
    const bag = await t.productWith({ ONE: 3 });
    await add(owner, { product_id: shirt.id, quantity: 1, size: 'L' });
    await add(owner, { product_id: bag.id, quantity: 1 });
    await add(other, { product_id: shirt.id, quantity: 1, size: 'S' });
    const res = await call(owner, 'POST', '/api/cart/delete', { productIds: [shirt.id, 99_999_999] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, cart: { count: 1, items: [{ product_id: bag.id }] } });
    expect((await cartOf(other)).count).toBe(1);
    const bad = await call(owner, 'POST', '/api/cart/delete', { productIds: ['all'] });
    expect(bad.statusCode).toBe(400);
  });
});
