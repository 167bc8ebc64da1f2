import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND } from '../../test/helper';
import { withDatabase } from '../../test/global-setup';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';
import { queryRows } from './query';

/*
 * Start-up on a PostgreSQL database of its own (docs/decisions/056): a real shop's empty database gets no demo
 * catalogue and no live promo codes unless asked, and a process that waits for another's start-up waits as long as
 * that takes.
 */
describe.skipIf(DB_KIND !== 'postgres')('start-up on PostgreSQL', () => {
  let admin: pg.Client;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-prepare-'));
  const made: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new, empty database (no template: not even the tables), as a shop's first start finds it. */
  async function emptyDatabase(): Promise<string> {
    const name = `shop_test_empty_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    made.push(name);
    return withDatabase(process.env.TEST_DATABASE_URL!, name);
  }

  async function demoRows(url: string) {
    const handle = await openDatabase({ url, poolSize: 1 });
    try {
      const [row] = await queryRows<{ promo: string[] | null; categories: number; products: number; pickup: number }>(handle.db, sql`
        SELECT (SELECT array_agg(code ORDER BY code) FROM promo_codes) AS promo, (SELECT count(*)::int FROM categories) AS categories,
               (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM pickup_points) AS pickup`);
      return row;
    } finally {
      await handle.close();
    }
  }

  it('leaves an empty database empty: no demo catalogue, no promo codes anyone could use', { timeout: 60_000 }, async () => {
    const url = await emptyDatabase();
    const database = await prepareDatabase({ env: { DATABASE_URL: url }, dataDir, log: () => undefined });
    await database.close();
    expect(await demoRows(url)).toEqual({ promo: null, categories: 0, products: 0, pickup: 0 });

    const again = await prepareDatabase({ env: { DATABASE_URL: url, SEED_DEMO: false }, dataDir, log: () => undefined });
    await again.close();
    expect(await demoRows(url)).toEqual({ promo: null, categories: 0, products: 0, pickup: 0 });
  });

  it('seeds the demo catalogue and its promo codes when SEED_DEMO=true', { timeout: 120_000 }, async () => {
    const url = await emptyDatabase();
    const database = await prepareDatabase({ env: { DATABASE_URL: url, SEED_DEMO: true }, dataDir, log: () => undefined });
    await database.close();
    const rows = await demoRows(url);
    expect(rows?.promo).toEqual(expect.arrayContaining(['EID25', 'FLAT200', 'WELCOME10']));
    expect(rows).toMatchObject({ categories: 7, products: 300 });
  });

  it('lets a process wait for another one\'s start-up longer than the statement timeout', { timeout: 60_000 }, async () => {
    const url = await emptyDatabase();
    const STATEMENT_TIMEOUT_MS = 300;
    const first = await openDatabase({ url, poolSize: 2 });
    const second = await openDatabase({ url, poolSize: 2, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
    try {
      // The short limit holds for the second process's statements...
      await expect(second.db.execute(sql`SELECT pg_sleep(1)`)).rejects.toThrow();

      // ...while the first holds the start-up lock for longer (a migration, a seed, an import's worth of images).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const holding = new Promise<void>((resolve) => (entered = resolve));
      const firstStartup = first.withStartupLock(async () => {
        entered();
        await held;
      });
      await holding;
      const order: string[] = [];
      const secondStartup = second.withStartupLock(async () => {
        order.push('second started');
        return 'done';
      });
      await new Promise((resolve) => setTimeout(resolve, STATEMENT_TIMEOUT_MS * 4));
      order.push('first finished');
      release();
      await firstStartup;
      expect(await secondStartup).toBe('done');
      expect(order).toEqual(['first finished', 'second started']);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
