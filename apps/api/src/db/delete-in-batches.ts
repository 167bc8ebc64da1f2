import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Deletes the rows of `table` that `where` picks, `batch` at a time by their key, so a first clean-up of a large
 * table never holds locks for long; answers how many went. The modules' retention clean-ups use it on their own
 * tables (docs/decisions/048).
 */
export async function deleteInBatches(db: Database, table: PgTable, key: PgColumn, where: SQL | undefined, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const some = db.select({ key }).from(table).where(where).limit(batch);
    const n = (await db.delete(table).where(inArray(key, some)).returning({ key })).length;
    total += n;
    if (n < batch) return total;
  }
}
