import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';

const CHUNK = 5000;

/**
 * The one lock of product sizes (docs/architecture.md, docs/decisions/054). Whoever changes a product's sizes or
 * their stock (an order taking units, a cancellation, expiry or return putting them back, a staff adjustment, a
 * product form save, a CSV import) first holds the products' rows here, in ascending id, and only then touches
 * their size rows. The product row is the lock of its sizes: every size writer queues on it in one order, so none
 * waits for a size row while holding a product another needs. It is the order the database already goes: a
 * change of a size updates its product's listing copies (trigger of migration 0003), and a product deleted takes
 * its sizes with it.
 *
 * FOR NO KEY UPDATE, as the trigger's update takes: it does not block a cart line or an order line being added
 * for the product (their foreign keys take KEY SHARE). Answers the ids that exist, ascending.
 */
export async function lockProductsForStock(tx: Database, productIds: Iterable<number>): Promise<number[]> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const found: number[] = [];
  // Chunks in ascending order, each locked in id order: the whole list is locked in id order.
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids.slice(i, i + CHUNK)))
      .orderBy(asc(products.id))
      .for('no key update');
    found.push(...rows.map((r) => r.id));
  }
  return found;
}
