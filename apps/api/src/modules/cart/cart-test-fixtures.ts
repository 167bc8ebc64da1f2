import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import { buildTestApp } from '../../../test/helper';
import { createTokenService } from '../auth/tokens';

const SECRET = 'cart-tests-signing-secret-of-at-least-32-bytes';

/** The app on a fresh database, shoppers with tokens, and products whose stock the test sets. */
export async function cartTestbed(options: Omit<Parameters<typeof buildTestApp>[0], 'jwtSecret'> = {}) {
  const t = await buildTestApp({ ...options, jwtSecret: SECRET });
  const tokens = createTokenService(new TextEncoder().encode(SECRET), 3600);
  const db = t.database.db;

  async function shopper() {
    const email = `shopper-${randomUUID()}@example.com`;
    const [user] = await queryRows<{ id: string }>(db, sql`INSERT INTO users (email, name) VALUES (${email}, 'Shopper') RETURNING id`);
    const token = await tokens.sign({ id: user!.id, email, name: 'Shopper', given_name: null, family_name: null, picture: null, verified_email: false }, 0);
    return { id: user!.id, token, headers: { authorization: `Bearer ${token}` } };
  }

  /** A product with exactly these sizes, not handed out before, its stock set to the given numbers. */
  const used: number[] = [0];
  async function productWith(stock: Record<string, number>) {
    const sizes = Object.keys(stock).sort();
    const [row] = await queryRows<{ id: number; price: number; old_price: number | null; name: string }>(db, sql`
      SELECT p.id, p.price, p.old_price, p.name FROM products p
      WHERE p.active AND p.id NOT IN (${sql.join(used.map((id) => sql`${id}`), sql`, `)})
        AND (SELECT array_agg(size ORDER BY size) FROM product_stock s WHERE s.product_id = p.id) = ${`{${sizes.join(',')}}`}::text[]
      ORDER BY p.id LIMIT 1`);
    if (!row) throw new Error(`no product with sizes ${sizes.join(',')}`);
    used.push(row.id);
    for (const [size, n] of Object.entries(stock)) {
      await db.execute(sql`UPDATE product_stock SET stock = ${n} WHERE product_id = ${row.id} AND size = ${size}`);
    }
    return { id: row.id, price: row.price / 100, oldPrice: row.old_price === null ? null : row.old_price / 100, name: row.name };
  }

  return { ...t, db, shopper, productWith, tokens };
}

