import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';

/**
 * Subscribing twice is not an error: the database keeps one row per address whatever its case, and a repeat
 * changes nothing, so the answer never tells whether an address was already known.
 */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
