import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Wishlist } from '@shop/shared';
import { queryRows } from '../../db/query';
import { buildTestApp } from '../../../test/helper';
import { createTokenService } from '../auth/tokens';

const SECRET = 'wishlist-tests-signing-secret-of-at-least-32-bytes';

/** The app on a fresh database, shoppers with tokens, and the calls of /api/v1/wishlist. */
export async function wishlistTestbed() {
  const t = await buildTestApp({ jwtSecret: SECRET });
  const tokens = createTokenService(new TextEncoder().encode(SECRET), 3600);
  const db = t.database.db;

  async function shopper() {
    const email = `wisher-${randomUUID()}@example.com`;
    const [user] = await queryRows<{ id: string }>(db, sql`INSERT INTO users (email, name) VALUES (${email}, 'Wisher') RETURNING id`);
    const token = await tokens.sign({ id: user!.id, email, name: 'Wisher', given_name: null, family_name: null, picture: null, verified_email: false }, 0);
    const headers = { authorization: `Bearer ${token}` };
    return {
      id: user!.id,
      headers,
      put: (productId: number | string) => t.app.inject({ method: 'PUT', url: `/api/v1/wishlist/${productId}`, headers }),
      remove: (productId: number | string) => t.app.inject({ method: 'DELETE', url: `/api/v1/wishlist/${productId}`, headers }),
      merge: (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/wishlist/merge', headers, payload: payload as object }),
      list: async (): Promise<Wishlist> => (await t.app.inject({ method: 'GET', url: '/api/v1/wishlist', headers })).json(),
    };
  }

  /** Active products of the seeded catalogue, each handed out once per test file. */
  let next = 0;
  async function products(n: number) {
    const rows = await queryRows<{ id: number; name: string; price: number; old_price: number | null; images: string[] }>(db, sql`
      SELECT id, name, price, old_price, images FROM products WHERE active ORDER BY id OFFSET ${next} LIMIT ${n}`);
    next += n;
    return rows.map((r) => ({ id: r.id, name: r.name, price: r.price / 100, oldPrice: r.old_price === null ? null : r.old_price / 100, image: r.images[0] }));
  }

  /** The demo catalogue has fewer products than a full wishlist: copies (new SKUs) make up the rest. */
  async function atLeastProducts(n: number) {
    await db.execute(sql`
      INSERT INTO products (sku, name, description, category_id, subcategory_id, brand_id, colour, price, old_price, search_text, images)
      SELECT sku || '-W' || g, name, description, category_id, subcategory_id, brand_id, colour, price, old_price, search_text, images
      FROM products CROSS JOIN generate_series(1, ceil(${n}::numeric / (SELECT count(*) FROM products WHERE active))::int) g
      WHERE active AND (SELECT count(*) FROM products WHERE active) < ${n}`);
  }

  return { ...t, db, shopper, products, atLeastProducts };
}
