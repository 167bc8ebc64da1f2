import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { unauthorized } from '../../lib/errors';

/**
 * Row-locks the caller's user row until the transaction ends, so two adds at the same moment cannot
 * both squeeze past the size limit. NO KEY UPDATE does not block the key-share locks of foreign keys,
 * so the shopper's cart and orders are not held up. A token of a deleted account has no row: 401.
 */
export async function lockWishlistOwner(tx: Database, userId: string): Promise<void> {
  const [owner] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
  if (!owner) throw unauthorized();
}

/** Saved products that are on sale now: what the shopper sees, and what the size limit counts. */
export async function countSaved(tx: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(tx, sql`
    SELECT count(*) AS n FROM wishlist_items w JOIN products p ON p.id = w.product_id AND p.active
    WHERE w.user_id = ${userId}`);
  return Number(row?.n ?? 0);
}
