import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, freshPostgresDatabase } from '../../test/helper';
import { openDatabase, type DatabaseHandle } from './client';
import { queryRows } from './query';

/*
 * Decision 054: db.transaction runs a transaction again when PostgreSQL ends it for a deadlock. PostgreSQL only: the
 * embedded database runs one statement at a time, so no transaction ever waits for another's lock.
 */
describe.skipIf(DB_KIND !== 'postgres')('a transaction ended by a deadlock (PostgreSQL only: PGlite runs one statement at a time)', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    handle = await openDatabase({ url: fresh.url, poolSize: 3 });
    await handle.db.execute(sql`CREATE TABLE conflict_probe (id int PRIMARY KEY, n int NOT NULL)`);
    await handle.db.execute(sql`INSERT INTO conflict_probe VALUES (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('is run again, so both of two transactions that deadlocked are done, each once', async () => {
    const { db } = handle;
    let runs = 0;
    let arrived = 0;
    let bothHoldOne!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));
    // Each takes one row, waits until the other holds its row, then wants the other's: a deadlock, every time.
    const crossing = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`UPDATE conflict_probe SET n = n + 1 WHERE id = ${first}`);
        if (++arrived === 2) bothHoldOne();
        await barrier;
        await tx.execute(sql`UPDATE conflict_probe SET n = n + 1 WHERE id = ${second}`);
      });
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    // PostgreSQL ended one of them; it ran a second time, after the other had committed.
    expect(runs).toBe(3);
    expect(await queryRows(db, sql`SELECT id, n FROM conflict_probe ORDER BY id`)).toEqual([{ id: 1, n: 2 }, { id: 2, n: 2 }]);
  });
});
