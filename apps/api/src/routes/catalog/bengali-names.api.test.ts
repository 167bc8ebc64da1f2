import { eq, sql } from 'drizzle-orm';
import {
  CartAnswerSchema, MyReviewListSchema, OrderAnswerSchema, ProductAnswerSchema, ProductListSchema, ProductsToReviewSchema, ReturnableListSchema,
  ReturnListSchema, WishlistSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { CHECKOUT, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';

// Bengali names wherever a product is named (docs/decisions/043): null where staff gave none, and an order keeps its own.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let shopper: Shopper;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await signUp(t.app);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const get = async (url: string, auth = true) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth ? shopper.auth : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const name = (productId: number, nameBn: string | null, descriptionBn: string | null = null) =>
  db().update(products).set({ nameBn, descriptionBn }).where(eq(products.id, productId));

describe('the Bengali name of a product', () => {
  it('the demo catalogue has one for every product', async () => {
    const listing = ProductListSchema.parse(await get('/api/v1/products?limit=50', false));
    expect(listing.products.length).toBeGreaterThan(0);
    for (const product of listing.products) expect(product.name_bn).toMatch(/[\u0980-\u09FF]/);
  });

  it('is answered by the product and the listing, null where none is given', async () => {
    const shirt = await stockedItem(db(), 10, 3);
    const bag = await stockedItem(db(), 10, 40);
    await name(shirt.productId, 'সুতির শার্ট - নীল', 'নরম সুতির শার্ট।');
    await name(bag.productId, null);

    const detail = ProductAnswerSchema.parse(await get(`/api/v1/products/${shirt.productId}`, false)).product;
    expect(detail).toMatchObject({ name: shirt.name, name_bn: 'সুতির শার্ট - নীল', description_bn: 'নরম সুতির শার্ট।' });
    expect(ProductAnswerSchema.parse(await get(`/api/v1/products/${bag.productId}`, false)).product).toMatchObject({ name_bn: null, description_bn: null });

    const listing = ProductListSchema.parse(await get(`/api/v1/products?category=${encodeURIComponent(detail.category)}&limit=100`, false));
    expect(listing.products.find((p) => p.id === shirt.productId)?.name_bn).toBe('সুতির শার্ট - নীল');
  });

  it('is on cart lines and wishlist items', async () => {
    const item = await stockedItem(db(), 10, 80);
    await name(item.productId, 'জামদানি শাড়ি');
    await t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: shopper.auth, payload: { product_id: item.productId, size: item.size, quantity: 1 } });
    const cart = CartAnswerSchema.parse(await get('/api/v1/cart')).cart;
    expect(cart.items.find((l) => l.product_id === item.productId)?.product.name_bn).toBe('জামদানি শাড়ি');

    await t.app.inject({ method: 'PUT', url: `/api/v1/wishlist/${item.productId}`, headers: shopper.auth });
    const wishlist = WishlistSchema.parse(await get('/api/v1/wishlist'));
    expect(wishlist.items.find((w) => w.productId === item.productId)?.productNameBn).toBe('জামদানি শাড়ি');
    await t.app.inject({ method: 'DELETE', url: '/api/v1/cart', headers: shopper.auth });
  });

  it('an order line keeps the name it was placed with, as do its returns; reviews name the product as it is now', async () => {
    const item = await stockedItem(db(), 10, 120);
    await name(item.productId, 'পাঞ্জাবি - সাদা');
    await t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: shopper.auth, payload: { product_id: item.productId, size: item.size, quantity: 1 } });
    const placed = await placeOrderOk(t.app, shopper, CHECKOUT);
    expect(placed.items[0]).toMatchObject({ name: item.name, name_bn: 'পাঞ্জাবি - সাদা' });

    await name(item.productId, 'নতুন নাম');
    const order = OrderAnswerSchema.parse(await get(`/api/v1/orders/${placed.id}`)).order;
    expect(order.items[0]!.name_bn).toBe('পাঞ্জাবি - সাদা');

    await db().update(orders).set({ status: 'delivered', deliveredAt: sql`now()` }).where(eq(orders.id, placed.id));
    const returnable = ReturnableListSchema.parse(await get('/api/v1/returns/returnable')).items;
    expect(returnable.find((r) => r.order_id === placed.id)?.name_bn).toBe('পাঞ্জাবি - সাদা');
    const pending = ProductsToReviewSchema.parse(await get('/api/v1/reviews/pending')).products;
    expect(pending.find((p) => p.productId === item.productId)?.productNameBn).toBe('নতুন নাম');

    const asked = await t.app.inject({
      method: 'POST', url: '/api/v1/returns', headers: shopper.auth, payload: { order_id: placed.id, order_line_id: placed.items[0]!.id, reason: 'Too small for me.' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(ReturnListSchema.parse(await get('/api/v1/returns')).returns[0]!.name_bn).toBe('পাঞ্জাবি - সাদা');

    const reviewed = await t.app.inject({ method: 'POST', url: '/api/v1/reviews', headers: shopper.auth, payload: { product_id: item.productId, rating: 5, message: 'Lovely cloth and stitching.' } });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(MyReviewListSchema.parse(await get('/api/v1/reviews/my')).reviews[0]).toMatchObject({ productId: item.productId, productNameBn: 'নতুন নাম' });
  });
});
