import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WISHLIST_ITEMS } from '@shop/shared';
import { wishlistTestbed } from '../../../test/fixtures/wishlist';

let t: Awaited<ReturnType<typeof wishlistTestbed>>;
beforeAll(async () => {
  t = await wishlistTestbed();
});
afterAll(() => t?.close());

const ids = (list: { items: { productId: number }[] }) => list.items.map((i) => i.productId);

describe('/api/v1/wishlist', () => {
  it('saves products newest first with the catalogue name, picture and taka prices', async () => {
    const shopper = await t.shopper();
    const [shirt, saree] = await t.products(2);
    expect((await shopper.list()).items).toEqual([]);
    expect((await shopper.put(shirt!.id)).statusCode).toBe(200);
    const res = await shopper.put(saree!.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ids(res.json())).toEqual([saree!.id, shirt!.id]);
    const [first] = (await shopper.list()).items;
    expect(first).toMatchObject({
      id: String(saree!.id), productId: saree!.id, productName: saree!.name, productImage: saree!.image,
      price: saree!.price, oldPrice: saree!.oldPrice, inStock: true,
    });
    expect(Number.isNaN(Date.parse(first!.addedAt))).toBe(false);
  });

  it('adds and removes idempotently: a second add keeps the place, a second remove is still 204', async () => {
    const shopper = await t.shopper();
    const [a, b] = await t.products(2);
    await shopper.put(a!.id);
    await shopper.put(b!.id);
    expect(ids((await shopper.put(a!.id)).json())).toEqual([b!.id, a!.id]);
    expect((await shopper.remove(b!.id)).statusCode).toBe(204);
    const again = await shopper.remove(b!.id);
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe('');
    expect(ids(await shopper.list())).toEqual([a!.id]);
  });

  it("never shows or changes another shopper's list", async () => {
    const [alice, bob] = [await t.shopper(), await t.shopper()];
    const [a, b] = await t.products(2);
    await alice.put(a!.id);
    await bob.put(b!.id);
    expect(ids(await alice.list())).toEqual([a!.id]);
    expect(ids(await bob.list())).toEqual([b!.id]);
    // Bob removing Alice's product touches only Bob's (empty) entry for it.
    expect((await bob.remove(a!.id)).statusCode).toBe(204);
    expect(ids(await alice.list())).toEqual([a!.id]);
  });

  it('answers 404 for an unknown or withdrawn product and for ids that cannot be products, never 500', async () => {
    const shopper = await t.shopper();
    const unknown = await shopper.put(99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found.', code: 'not_found' });
    for (const bad of ['abc', '1.5', '-3', '0', '99999999999', '1e3', '%20']) {
      expect((await shopper.put(bad)).statusCode, bad).toBe(404);
      expect((await shopper.remove(bad)).statusCode, bad).toBe(404);
    }
    const [gone] = await t.products(1);
    await shopper.put(gone!.id);
    await t.db.execute(sql`UPDATE products SET active = false WHERE id = ${gone!.id}`);
    expect((await shopper.put(gone!.id)).statusCode).toBe(404);
    // Off sale, it leaves the list; its row stays, so it returns with the product.
    expect(ids(await shopper.list())).toEqual([]);
    await t.db.execute(sql`UPDATE products SET active = true WHERE id = ${gone!.id}`);
    expect(ids(await shopper.list())).toEqual([gone!.id]);
  });

  it('refuses every call without a valid token', async () => {
    const calls = [
      { method: 'GET', url: '/api/v1/wishlist' },
      { method: 'PUT', url: '/api/v1/wishlist/1' },
      { method: 'DELETE', url: '/api/v1/wishlist/1' },
      { method: 'POST', url: '/api/v1/wishlist/merge', payload: { productIds: [1] } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
    }
    // A token outliving its account changes nothing.
    const deleted = await t.shopper();
    const [a] = await t.products(1);
    await t.db.execute(sql`DELETE FROM users WHERE id = ${deleted.id}`);
    expect((await deleted.put(a!.id)).statusCode).toBe(401);
    expect((await deleted.merge({ productIds: [a!.id] })).statusCode).toBe(401);
  });

  it('keeps the list within its size limit with a clear 409, also for two adds at the same moment', async () => {
    await t.atLeastProducts(MAX_WISHLIST_ITEMS + 1);
    const shopper = await t.shopper();
    const [a, b] = await t.products(2);
    await t.db.execute(sql`
      INSERT INTO wishlist_items (user_id, product_id)
      SELECT ${shopper.id}, id FROM products WHERE active AND id NOT IN (${a!.id}, ${b!.id}) ORDER BY id LIMIT ${MAX_WISHLIST_ITEMS - 1}`);
    const answers = await Promise.all([shopper.put(a!.id), shopper.put(b!.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const full = answers.find((r) => r.statusCode === 409)!;
    expect(full.json().code).toBe('wishlist_full');
    expect(full.json().message).toMatch(/full/);
    expect((await shopper.list()).items).toHaveLength(MAX_WISHLIST_ITEMS);
  });
});
