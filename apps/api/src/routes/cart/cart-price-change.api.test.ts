import { eq } from 'drizzle-orm';
import { CartAnswerSchema, MergeAnswerSchema, OrderAnswerSchema, type Cart } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { CHECKOUT, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';

// A cart line marks a price changed since it was added (docs/decisions/043); orders keep the prices they were placed with.
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ limits: { ordersPerHour: 1000, unpaidOrders: 1000 } });
});
afterAll(() => t?.close());

const db = () => t.database.db;
const call = (shopper: Shopper, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: shopper.auth, ...(payload ? { payload } : {}) });
const cartOf = async (shopper: Shopper): Promise<Cart> => CartAnswerSchema.parse((await call(shopper, 'GET', '/api/v1/cart')).json()).cart;
/** Staff change a price (poisha): the back office's product editing is another part of the shop, so straight in the table. */
const setPrice = (productId: number, poisha: number) => db().update(products).set({ price: poisha }).where(eq(products.id, productId));

let skip = 60;
async function item() {
  return stockedItem(db(), 30, (skip += 5));
}

describe('a cart line whose price changed', () => {
  it('answers the current price at once, with the price it was added at, until the shopper adds it again', async () => {
    const shopper = await signUp(t.app);
    const shirt = await item();
    expect((await call(shopper, 'POST', '/api/v1/cart/items', { product_id: shirt.productId, size: shirt.size, quantity: 1 })).statusCode).toBe(200);
    expect((await cartOf(shopper)).items[0]).toMatchObject({ price: shirt.price / 100, price_changed_from: null });

    await setPrice(shirt.productId, shirt.price + 150_00);
    let cart = await cartOf(shopper);
    expect(cart.items[0]).toMatchObject({ price: (shirt.price + 150_00) / 100, price_changed_from: shirt.price / 100 });
    expect(cart.subtotal).toBe((shirt.price + 150_00) / 100);

    // A quantity change keeps the mark: the shopper has not been shown the product's page again.
    cart = CartAnswerSchema.parse((await call(shopper, 'PUT', `/api/v1/cart/items/${cart.items[0]!.id}`, { quantity: 2 })).json()).cart;
    expect(cart.items[0]).toMatchObject({ quantity: 2, price_changed_from: shirt.price / 100 });

    // A price back where it was is no change.
    await setPrice(shirt.productId, shirt.price);
    expect((await cartOf(shopper)).items[0]!.price_changed_from).toBeNull();

    // Lower this time; adding it again (at the price the product page showed) ends the mark.
    await setPrice(shirt.productId, shirt.price - 100_00);
    expect((await cartOf(shopper)).items[0]!.price_changed_from).toBe(shirt.price / 100);
    cart = CartAnswerSchema.parse((await call(shopper, 'POST', '/api/v1/cart/items', { product_id: shirt.productId, size: shirt.size, quantity: 1 })).json()).cart;
    expect(cart.items[0]).toMatchObject({ quantity: 3, price: (shirt.price - 100_00) / 100, price_changed_from: null });
  });

  it("remembers a guest line's price through the merge at sign-in", async () => {
    const shopper = await signUp(t.app);
    const [changed, same, held] = [await item(), await item(), await item()];
    // The account already holds `held`, added before its price changed.
    await call(shopper, 'POST', '/api/v1/cart/items', { product_id: held.productId, size: held.size, quantity: 1 });
    await setPrice(held.productId, held.price + 10_00);
    await setPrice(changed.productId, changed.price + 200_00);
    const res = await call(shopper, 'POST', '/api/v1/cart/merge', {
      items: [
        { product_id: changed.productId, size: changed.size, quantity: 1, added_price: changed.price / 100 },
        { product_id: same.productId, size: same.size, quantity: 1, added_price: same.price / 100 },
        { product_id: held.productId, size: held.size, quantity: 1, added_price: (held.price + 10_00) / 100 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = Object.fromEntries(MergeAnswerSchema.parse(res.json()).cart.items.map((line) => [line.product_id, line]));
    expect(lines[changed.productId]).toMatchObject({ price: (changed.price + 200_00) / 100, price_changed_from: changed.price / 100 });
    expect(lines[same.productId]!.price_changed_from).toBeNull();
    // The account's line was marked already; a guest line at today's price does not hide that.
    expect(lines[held.productId]).toMatchObject({ quantity: 2, price_changed_from: held.price / 100 });
  });

  it('merges a guest line without a remembered price at today\'s price, and refuses a price that is not an amount', async () => {
    const shopper = await signUp(t.app);
    const bag = await item();
    const merged = await call(shopper, 'POST', '/api/v1/cart/merge', { items: [{ product_id: bag.productId, size: bag.size, quantity: 1 }] });
    expect(MergeAnswerSchema.parse(merged.json()).cart.items[0]!.price_changed_from).toBeNull();
    for (const added_price of [-5, 0, 'cheap', 12.345]) {
      const res = await call(shopper, 'POST', '/api/v1/cart/merge', { items: [{ product_id: bag.productId, size: bag.size, quantity: 1, added_price }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { 'items.0.added_price': expect.any(String) } });
    }
  });
});

describe('an order placed before a price change', () => {
  it('keeps its prices and total; the next order is charged the new price', async () => {
    const shopper = await signUp(t.app);
    const shoe = await item();
    await call(shopper, 'POST', '/api/v1/cart/items', { product_id: shoe.productId, size: shoe.size, quantity: 2 });
    const placed = await placeOrderOk(t.app, shopper, CHECKOUT);
    await setPrice(shoe.productId, shoe.price + 500_00);

    const after = OrderAnswerSchema.parse((await call(shopper, 'GET', `/api/v1/orders/${placed.id}`)).json()).order;
    expect(after.items[0]).toMatchObject({ price: shoe.price / 100, subtotal: (shoe.price * 2) / 100 });
    expect(after.subtotal).toBe(placed.subtotal);
    expect(after.total).toBe(placed.total);
    expect(after.subtotal).toBe((shoe.price * 2) / 100);

    await call(shopper, 'POST', '/api/v1/cart/items', { product_id: shoe.productId, size: shoe.size, quantity: 1 });
    const next = await placeOrderOk(t.app, shopper, CHECKOUT);
    expect(next.items[0]!.price).toBe((shoe.price + 500_00) / 100);
  });
});
