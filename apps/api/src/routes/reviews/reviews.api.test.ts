import { eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type MyReview, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { buildTestApp } from '../../../test/helper';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let buyer: Shopper;
let other: Shopper;
beforeAll(async () => {
  t = await buildTestApp();
  [buyer, other] = await Promise.all([signUp(t.app, { name: 'Rahima Khatun' }), signUp(t.app, { name: 'Karim Uddin' })]);
});
afterAll(() => t?.close());

let skip = 40;
/** An order of one product by `shopper`, left in `status` (delivered and completed stamp delivered_at). */
async function ordered(shopper: Shopper, status = 'delivered'): Promise<{ order: Order; productId: number }> {
  const item = await stockedItem(t.database.db, 10, (skip += 7));
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  const order = await placeOrderOk(t.app, shopper);
  const delivered = status === 'delivered' || status === 'completed';
  await t.database.db.update(orders).set({ status, ...(delivered ? { deliveredAt: sql`now()` } : {}) }).where(eq(orders.id, order.id));
  return { order, productId: item.productId };
}

const post = (shopper: Shopper, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/reviews', headers: shopper.auth, payload });
const mine = async (shopper: Shopper, url = '/api/v1/reviews/my') => {
  const res = await t.app.inject({ method: 'GET', url, headers: shopper.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ reviews: MyReview[] }>().reviews;
};
const eligibility = async (shopper: Shopper, productId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/reviews/eligibility?product_id=${productId}`, headers: shopper.auth })).json();

describe('writing a review', () => {
  it('is only for a shopper who received the product', async () => {
    const pending = await ordered(buyer, 'shipped');
    expect(await eligibility(buyer, pending.productId)).toEqual({ canReview: false });
    const res = await post(buyer, { product_id: pending.productId, rating: 5, message: 'Lovely' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: REVIEW_MESSAGES.notReceived, code: 'not_received' });
    // Someone who never ordered it, too.
    expect((await post(other, { product_id: pending.productId, rating: 5, message: 'Lovely' })).statusCode).toBe(403);
    expect(await mine(buyer)).toEqual([]);
  });

  it('is saved once per shopper and product, listed in My Reviews, and can be edited', async () => {
    const { productId } = await ordered(buyer, 'completed');
    expect(await eligibility(buyer, productId)).toEqual({ canReview: true });
    const res = await post(buyer, { product_id: productId, rating: 4, message: '  Good cotton, runs a little small.  ' });
    expect(res.statusCode).toBe(201);
    const review = res.json<{ review: MyReview }>().review;
    expect(review).toMatchObject({ productId, rating: 4, message: 'Good cotton, runs a little small.' });
    expect(review.productName).not.toBe('');
    expect(review.productImage).toMatch(/^\/images\//);
    expect(await mine(buyer)).toEqual([review]);
    expect(await mine(buyer, '/api/reviews/my')).toEqual([review]);
    expect(await eligibility(buyer, productId)).toEqual({ canReview: true, reviewId: review.id, review });

    const again = await post(buyer, { product_id: productId, rating: 1, message: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'review_exists', message: REVIEW_MESSAGES.alreadyReviewed });

    const edit = await t.app.inject({ method: 'PUT', url: `/api/v1/reviews/${review.id}`, headers: buyer.auth, payload: { rating: 2, message: 'Shrank after one wash.' } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().review).toMatchObject({ id: review.id, rating: 2, message: 'Shrank after one wash.' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/reviews/${review.id}`, headers: other.auth, payload: { rating: 5, message: 'Hacked' } })).statusCode).toBe(404);
    expect((await mine(buyer)).map((r) => r.rating)).toEqual([2]);
  });

  it('takes a double submit once (the second answers 409, never 5xx)', async () => {
    const { productId } = await ordered(buyer);
    const answers = await Promise.all([1, 2].map(() => post(buyer, { product_id: productId, rating: 5, message: 'Twice' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses ratings that are not whole stars from 1 to 5, blank messages and unknown fields', async () => {
    const { productId } = await ordered(other);
    for (const rating of [0, 6, 2.5, '5', null]) {
      const res = await post(other, { product_id: productId, rating, message: 'Fine' });
      expect(res.statusCode, `rating ${String(rating)}`).toBe(400);
      expect(res.json().fields.rating).toBe(REVIEW_MESSAGES.rating);
    }
    expect((await post(other, { product_id: productId, rating: 3, message: '   ' })).json().fields.message).toBe(REVIEW_MESSAGES.message);
    expect((await post(other, { product_id: productId, rating: 3, message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post(other, { product_id: productId, rating: 3, message: 'Fine', price: 1 })).json().fields.price).toBe('Unknown field.');
    expect((await post(other, { product_id: 'abc', rating: 3, message: 'Fine' })).statusCode).toBe(400);
    expect((await post(other, { product_id: 2_147_483_647, rating: 3, message: 'Fine' })).statusCode).toBe(404);
    const badQuery = await t.app.inject({ method: 'GET', url: '/api/v1/reviews/eligibility?product_id=x', headers: other.auth });
    expect(badQuery.statusCode).toBe(400);
    expect(await mine(other)).toEqual([]);
  });

  it('names an order only of the caller’s own, and one in which the product was received', async () => {
    const received = await ordered(other);
    const notYet = await ordered(other, 'out_for_delivery');
    const foreign = await ordered(buyer);
    expect((await post(other, { product_id: received.productId, order_id: foreign.order.id, rating: 5, message: 'Nice' })).statusCode).toBe(404);
    expect((await post(other, { product_id: received.productId, order_id: notYet.order.id, rating: 5, message: 'Nice' })).statusCode).toBe(403);
    expect((await post(other, { product_id: received.productId, order_id: received.order.id, rating: 5, message: 'Nice' })).statusCode).toBe(201);
  });

  it('needs a token on every personal call, old paths included', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/my' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/reviews/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/reviews', payload: {} })).statusCode).toBe(401);
  });
});

describe('products waiting for a review', () => {
  it('are the caller’s received products without a review, latest delivery first', async () => {
    const shopper = await signUp(t.app);
    const pending = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/reviews/pending', headers: shopper.auth })).json<{ products: { productId: number; productName: string; productImage: string }[] }>().products;
    const first = await ordered(shopper);
    await ordered(shopper, 'shipped');
    const second = await ordered(shopper, 'completed');
    await t.database.db.update(orders).set({ deliveredAt: sql`now() - interval '2 days'` }).where(eq(orders.id, first.order.id));
    const listed = await pending();
    expect(listed.map((p) => p.productId)).toEqual([second.productId, first.productId]);
    expect(listed[0]!.productImage).toMatch(/^\/images\//);
    expect((await post(shopper, { product_id: second.productId, rating: 3, message: 'Okay' })).statusCode).toBe(201);
    expect((await pending()).map((p) => p.productId)).toEqual([first.productId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/reviews/pending' })).statusCode).toBe(401);
  });
});

describe('deleting a review', () => {
  it('is for its author only: someone else’s id is not found and the review stays', async () => {
    const { productId } = await ordered(buyer);
    const { review } = (await post(buyer, { product_id: productId, rating: 5, message: 'Great' })).json<{ review: MyReview }>();
    for (const url of [`/api/reviews/${review.id}`, `/api/v1/reviews/${review.id}`, '/api/reviews/not-a-uuid']) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: other.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REVIEW_MESSAGES.notFound);
    }
    expect((await mine(buyer)).map((r) => r.id)).toContain(review.id);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/reviews/${review.id}`, headers: buyer.auth })).statusCode).toBe(204);
    expect((await mine(buyer)).map((r) => r.id)).not.toContain(review.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/reviews/${review.id}`, headers: buyer.auth })).statusCode).toBe(404);
    // Deleted, the shopper may write it again.
    expect((await post(buyer, { product_id: productId, rating: 4, message: 'Second thoughts' })).statusCode).toBe(201);
  });
});
