import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/query';
import { orders } from '../db/schema/index';
import { writeServerFile } from '../modules/staff/server-file';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../test/fixtures/orders';
import { proofPayload, submitProof } from '../../test/fixtures/payment-proofs';
import { buildTestApp, DB_KIND } from '../../test/helper';
import { withDatabase } from '../../test/global-setup';
import { runBackupCli } from './run-cli';

// `npm run backup` and `npm run restore` round trip (docs/decisions/026), on the engine the suite runs on:
// a shop with an order of two lines and a payment proof is backed up while it runs, restored into an empty
// place, and a shop opened there shows the same shopper (her session too) the same order, proof and screenshot.

const POSTGRES = DB_KIND === 'postgres';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shopper: Shopper;
let order: Order;
let seen: Awaited<ReturnType<typeof seenBy>>;
const temp = mkdtempSync(join(tmpdir(), 'shop-backup-test-'));
const madeDatabases: string[] = [];
let admin: pg.Client | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  // Announced as a running shop, as main.ts does: the embedded database is then backed up through it.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  writeServerFile(t.dataDir, { port: (t.app.server.address() as AddressInfo).port, pid: process.pid });
  shopper = await signUp(t.app, { name: 'Sadia Rahman' });
  const [a, b] = [await stockedItem(t.database.db, 10, 700), await stockedItem(t.database.db, 10, 720)];
  await fillCart(t.database.db, shopper.user.id, [
    { productId: a.productId, size: a.size, quantity: 2 },
    { productId: b.productId, size: b.size, quantity: 1 },
  ]);
  order = await placeOrderOk(t.app, shopper, { pickup_point_id: 1, payment_method: 'Bkash' });
  const proof = await submitProof(t.app, shopper.auth, order.id, await proofPayload(order, { transaction_id: 'TRXBACKUP01', sender_name: 'Sadia Rahman' }));
  expect(proof.statusCode).toBe(201);
  seen = await seenBy(t.app);
  expect(seen.order.items).toHaveLength(2);
  expect(seen.proofs).toHaveLength(1);
});

afterAll(async () => {
  await t?.close();
  for (const name of madeDatabases) await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.end();
  rmSync(temp, { recursive: true, force: true });
});

/** What the shopper sees of her order in a shop: the order with its lines, its proofs and the screenshot's bytes. */
async function seenBy(app: Awaited<ReturnType<typeof buildApp>>) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: shopper.auth });
  const orderAnswer = await get(`/api/v1/orders/${order.id}`);
  expect(orderAnswer.statusCode).toBe(200);
  const proofs = (await get(`/api/v1/orders/${order.id}/payment-proofs`)).json<{ proofs: { screenshot_url: string }[] }>().proofs;
  const screenshot = proofs[0] ? (await get(proofs[0].screenshot_url)) : undefined;
  expect(screenshot?.statusCode).toBe(200);
  return { order: orderAnswer.json<{ order: Order }>().order, proofs, screenshot: screenshot?.rawPayload };
}

/** The command as `npm run backup|restore -- ...` runs it, with a shop's environment. */
async function run(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCli(argv, env, { log: (s) => out.push(s), error: (s) => err.push(s) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The running test shop's environment. */
async function shopEnv(): Promise<Record<string, string>> {
  if (!POSTGRES) return { DATA_DIR: t.dataDir };
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`SELECT current_database() AS name`);
  return { DATA_DIR: t.dataDir, DATABASE_URL: withDatabase(process.env.TEST_DATABASE_URL!, row!.name) };
}

/** An empty place to restore into: a new DATA_DIR, and on PostgreSQL a new, empty database. */
async function emptyPlace(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(temp, 'data-'));
  if (!POSTGRES) return { DATA_DIR: dataDir };
  admin ??= new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  if (madeDatabases.length === 0) await admin.connect();
  const name = `shop_restore_${madeDatabases.length}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  madeDatabases.push(name);
  return { DATA_DIR: dataDir, DATABASE_URL: withDatabase(process.env.TEST_DATABASE_URL!, name) };
}

/** A shop opened on a restored place, as `npm start` would open it. */
async function openShop(env: Record<string, string>) {
  const database = env.DATABASE_URL ? await openDatabase({ url: env.DATABASE_URL, poolSize: 2 }) : await openDatabase({ dataDir: join(env.DATA_DIR!, 'db') });
  const app = await buildApp({ database, dataDir: env.DATA_DIR!, catalogCacheTtlMs: 0 });
  await app.ready();
  return { app, database, close: async () => { await app.close(); await database.close(); } };
}

async function seenIn(env: Record<string, string>) {
  const shop = await openShop(env);
  try {
    return await seenBy(shop.app);
  } finally {
    await shop.close();
  }
}

describe('npm run backup and npm run restore', { timeout: 240_000 }, () => {
  let backup: string;
  let restored: Record<string, string>;

  it('backs up the running shop: its database, the payment-proof screenshot and the secrets, readable by this user only', async () => {
    backup = join(temp, 'backup-1');
    const result = await run(await shopEnv(), 'backup', backup);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`Backed up the shop to ${backup}`);
    expect(result.stdout).toContain(POSTGRES ? 'with pg_dump' : 'from the running shop');
    const manifest = JSON.parse(readFileSync(join(backup, 'manifest.json'), 'utf8')) as { files: string[] };
    const [stored] = readdirSync(join(t.dataDir, 'uploads', 'payment-proofs'));
    expect(manifest.files.sort()).toEqual([`uploads/payment-proofs/${stored}`, 'secrets/jwt-secret', 'secrets/staff-key', 'secrets/totp-key'].sort());
    expect(readdirSync(backup).sort()).toEqual([POSTGRES ? 'database.pgdump' : 'database.tar.gz', 'files', 'manifest.json']);
    expect(statSync(backup).mode & 0o777).toBe(0o700);
  });

  it('restores into an empty place: the same shopper, signed in as before, finds the order, its lines, the proof and its screenshot', async () => {
    restored = await emptyPlace();
    const result = await run(restored, 'restore', backup);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('with 1 order (2 order lines), 1 account and 300 products');
    expect(result.stdout).toContain(`1 file into ${join(restored.DATA_DIR!, 'uploads')}, 3 files into ${join(restored.DATA_DIR!, 'secrets')}`);
    expect(await seenIn(restored)).toEqual(seen);
  });

  it('refuses to restore over a database that holds a shop, and leaves it as it was', async () => {
    const shop = await openShop(restored);
    await shop.database.db.update(orders).set({ notes: 'changed after the restore' }).where(eq(orders.id, order.id));
    await shop.close();

    const result = await run(restored, 'restore', backup);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/already holds .*Add --force to replace/);
    expect((await seenIn(restored)).order.notes).toBe('changed after the restore');
    if (!POSTGRES) expect(readdirSync(restored.DATA_DIR!).filter((name) => name.startsWith('db.replaced'))).toEqual([]);
  });

  it.skipIf(POSTGRES)('refuses to restore into the embedded database of a running shop, even with --force', async () => {
    const result = await run(await shopEnv(), 'restore', backup, '--force');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`The shop is running (process ${process.pid}, ${join(t.dataDir, 'server.json')}): stop it first, as a restore replaces its database.`);
  });

  it('with --force replaces that database with the backup (the embedded one kept aside)', async () => {
    const result = await run(restored, 'restore', backup, '--force');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(await seenIn(restored)).toEqual(seen);
    if (!POSTGRES) {
      const [aside] = readdirSync(restored.DATA_DIR!).filter((name) => name.startsWith('db.replaced-'));
      expect(result.stdout).toContain(`kept in ${join(restored.DATA_DIR!, aside!)}`);
      expect(existsSync(join(restored.DATA_DIR!, aside!, 'PG_VERSION'))).toBe(true);
    }
  });

  it.skipIf(POSTGRES)('backs up an embedded database no shop runs on by opening it, and that backup restores too', async () => {
    const second = join(temp, 'backup-2');
    const result = await run(restored, 'backup', second);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('the embedded database (no shop was running)');
    const third = await emptyPlace();
    expect((await run(third, 'restore', second)).code).toBe(0);
    expect(await seenIn(third)).toEqual(seen);
  });

  it('gives the database only for the staff key (it holds every account), and says PostgreSQL is not copied through the shop', async () => {
    const url = '/api/v1/staff/backup/database';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: shopper.auth })).statusCode).toBe(401);
    const key = readFileSync(join(t.dataDir, 'secrets', 'staff-key'), 'utf8').trim();
    const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Staff ${key}` } });
    if (POSTGRES) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ message: 'This shop runs on PostgreSQL: npm run backup copies it with pg_dump, not through the shop.' });
    } else {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/gzip');
    }
  });

  it('restores into the kind of database it came from only, and a folder with a manifest only', async () => {
    const other: Record<string, string> = POSTGRES ? { DATA_DIR: mkdtempSync(join(temp, 'data-')) } : { DATA_DIR: t.dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://nobody@127.0.0.1:1/none' };
    const wrongKind = await run(other, 'restore', backup);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toMatch(/A backup goes back into the kind of database it came from/);
    const notABackup = await run(await emptyPlace(), 'restore', temp);
    expect(notABackup).toMatchObject({ code: 1, stderr: `${temp} is not a shop backup: it has no readable manifest.json (a backup that did not finish has none).` });
  });
});
