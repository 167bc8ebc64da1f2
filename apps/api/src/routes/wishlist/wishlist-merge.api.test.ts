import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WISHLIST_ITEMS, MAX_WISHLIST_MERGE, type MergeWishlistAnswer } from '@shop/shared';
import { wishlistTestbed } from '../../../test/fixtures/wishlist';

let t: Awaited<ReturnType<typeof wishlistTestbed>>;
beforeAll(async () => {
  t = await wishlistTestbed();
});
afterAll(() => t?.close());

const ids = (list: { items: { productId: number }[] }) => list.items.map((i) => i.productId);

describe('POST /api/v1/wishlist/merge', () => {
  it("puts a guest's products on top in the guest's order, keeps saved ones in place, lists unknown ones", async () => {
    const shopper = await t.shopper();
    const [old, a, b, c] = await t.products(4);
    await shopper.put(old!.id);
    const res = await shopper.merge({ productIds: [a!.id, old!.id, 99_999_999, b!.id, a!.id, c!.id] });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as MergeWishlistAnswer;
    expect(ids(answer)).toEqual([a!.id, b!.id, c!.id, old!.id]);
    expect(answer.skipped).toEqual([{ productId: 99_999_999, reason: 'unknown_product' }]);
    expect(ids(await shopper.list())).toEqual(ids(answer));
  });

  it('changes nothing when the same merge arrives again, and an empty merge answers the list', async () => {
    const shopper = await t.shopper();
    const [a, b] = await t.products(2);
    const first = (await shopper.merge({ productIds: [a!.id, b!.id] })).json() as MergeWishlistAnswer;
    const again = (await shopper.merge({ productIds: [a!.id, b!.id] })).json() as MergeWishlistAnswer;
    expect(again.items).toEqual(first.items);
    expect(ids((await shopper.merge({ productIds: [] })).json())).toEqual([a!.id, b!.id]);
  });

  it("merges into the caller's list only", async () => {
    const [alice, bob] = [await t.shopper(), await t.shopper()];
    const [a] = await t.products(1);
    await alice.merge({ productIds: [a!.id] });
    expect((await bob.list()).items).toEqual([]);
  });

  it('refuses malformed payloads with 400 and a message', async () => {
    const shopper = await t.shopper();
    const tooMany = Array.from({ length: MAX_WISHLIST_MERGE + 1 }, (_, i) => i + 1);
    for (const payload of [{}, { productIds: '1,2' }, { productIds: ['1'] }, { productIds: [1.5] }, { productIds: [-1] }, { productIds: [1], extra: true }, { productIds: tooMany }]) {
      const res = await shopper.merge(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const notJson = await t.app.inject({ method: 'POST', url: '/api/v1/wishlist/merge', headers: { ...shopper.headers, 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
  });

  it('fills the list up to its size limit and lists the rest as no room', async () => {
    await t.atLeastProducts(MAX_WISHLIST_ITEMS + 1);
    const shopper = await t.shopper();
    const [a, b] = await t.products(2);
    await t.db.execute(sql`
      INSERT INTO wishlist_items (user_id, product_id, created_at)
      SELECT ${shopper.id}, id, now() - interval '1 day' FROM products
      WHERE active AND id NOT IN (${a!.id}, ${b!.id}) ORDER BY id LIMIT ${MAX_WISHLIST_ITEMS - 1}`);
    const answer = (await shopper.merge({ productIds: [a!.id, b!.id] })).json() as MergeWishlistAnswer;
    expect(answer.items).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(answer.items[0]!.productId).toBe(a!.id);
    expect(answer.skipped).toEqual([{ productId: b!.id, reason: 'wishlist_full' }]);
  });
});
