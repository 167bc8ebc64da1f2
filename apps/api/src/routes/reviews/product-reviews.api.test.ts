import { eq, sql } from 'drizzle-orm';
import type { ProductReviews } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews, users } from '../../db/schema/index';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../../test/fixtures/orders';
import { buildTestApp } from '../../../test/helper';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const read = async (productId: number, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/reviews${query}` });
  expect(res.statusCode).toBe(200);
  return { body: res.json<ProductReviews>(), text: res.body };
};

/** `shopper` receives the product and reviews it through the API. */
async function review(shopper: Shopper, productId: number, size: string, rating: number, message: string) {
  await fillCart(t.database.db, shopper.user.id, [{ productId, size, quantity: 1 }]);
  const order = await placeOrderOk(t.app, shopper);
  await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: sql`now()` }).where(eq(orders.id, order.id));
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/reviews', headers: shopper.auth, payload: { product_id: productId, rating, message } });
  expect(res.statusCode).toBe(201);
}

describe('a product’s reviews, for everyone', () => {
  it('answer the summary maths and the reviews newest first, naming authors without their e-mail', async () => {
    const item = await stockedItem(t.database.db, 50, 3);
    expect((await read(item.productId)).body).toEqual({
      summary: { average: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      reviews: [],
      page: 1,
      pageSize: 10,
      pages: 1,
    });
    const shoppers = await Promise.all([
      signUp(t.app, { name: 'Rahima Khatun' }),
      signUp(t.app, { name: 'Karim' }),
      signUp(t.app, { name: 'nasrin@example.com' }),
    ]);
    await review(shoppers[0]!, item.productId, item.size, 5, 'Perfect fit.');
    await review(shoppers[1]!, item.productId, item.size, 4, 'Nice colour.');
    await review(shoppers[2]!, item.productId, item.size, 2, 'Thin fabric.');

    const { body, text } = await read(item.productId);
    expect(body.summary).toEqual({ average: 3.7, count: 3, histogram: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 } });
    expect(body.reviews.map((r) => [r.rating, r.message, r.author])).toEqual([
      [2, 'Thin fabric.', null],
      [4, 'Nice colour.', 'Karim'],
      [5, 'Perfect fit.', 'Rahima K.'],
    ]);
    for (const shopper of shoppers) {
      expect(text).not.toContain(shopper.email);
      expect(text).not.toContain(shopper.user.id);
    }
    expect(text).not.toContain('Khatun');
  });

  it('come in pages of ten', async () => {
    const item = await stockedItem(t.database.db, 50, 5);
    // Twelve reviewers straight into the database: twelve sign-ups would only cost password hashing.
    const reviewers = await t.database.db
      .insert(users)
      .values(Array.from({ length: 12 }, (_, i) => ({ email: `pager-${i}-${item.productId}@example.com`, name: `Reviewer ${i} Das` })))
      .returning({ id: users.id });
    await t.database.db.insert(reviews).values(
      reviewers.map((u, i) => ({ userId: u.id, productId: item.productId, rating: (i % 5) + 1, message: `Review ${i}`, createdAt: new Date(Date.UTC(2026, 10, 1 + i)) })),
    );
    const first = (await read(item.productId)).body;
    expect(first).toMatchObject({ page: 1, pageSize: 10, pages: 2, summary: { count: 12, average: 2.8 } });
    expect(first.reviews.map((r) => r.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${11 - i}`));
    const second = (await read(item.productId, '?page=2')).body;
    expect(second.reviews.map((r) => r.message)).toEqual(['Review 1', 'Review 0']);
    expect(second.reviews[0]?.author).toBe('Reviewer D.');
    expect((await read(item.productId, '?page=3')).body.reviews).toEqual([]);
  });

  it('answer 404 for an unknown product and 400 for a bad id or page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/products/2147483647/reviews' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/products/abc/reviews' })).statusCode).toBe(400);
    for (const query of ['?page=0', '?page=x', '?page=1.5', '?sort=new']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/1/reviews${query}` })).statusCode, query).toBe(400);
    }
  });
});
