import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Runs raw SQL on either driver (both answer `{ rows }`) and returns its rows. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
