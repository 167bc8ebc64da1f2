import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './prepare';
import { queryRows } from './query';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function counts(db: Parameters<typeof queryRows>[0]) {
  const [row] = await queryRows<{ products: number; categories: number; users: number }>(db, sql`
    SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM categories) AS categories,
           (SELECT count(*)::int FROM users) AS users`);
  return row;
}

describe('start-up on the embedded database', () => {
  it('seeds an empty DATA_DIR once and keeps its data on the next start', { timeout: 120_000 }, async () => {
    const first = await prepareDatabase({ env: {}, dataDir, log: () => undefined, images: false });
    expect(await counts(first.db)).toEqual({ products: 300, categories: 7, users: 0 });
    await first.db.execute(sql`INSERT INTO users (email, name) VALUES ('keep@example.com', 'Kept')`);
    await first.close();

    const second = await prepareDatabase({ env: {}, dataDir, log: () => undefined, images: false });
    expect(await counts(second.db)).toEqual({ products: 300, categories: 7, users: 1 });
    await second.close();
  });
});
