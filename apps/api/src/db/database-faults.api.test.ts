import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KIND, freshPostgresDatabase } from '../../test/helper';
import { startTcpProxy } from '../../test/tcp-proxy';
import { TEST_PASSWORD } from '../../test/users';
import { CHECKOUT, fillCart, stockedItem, type StockedLine } from '../../test/fixtures/orders';
import { queryRows } from './query';
import { openDatabase, type DatabaseHandle } from './client';

/*
 * The shop as it runs in production (its own process, PostgreSQL through a pool) while its database sessions are
 * killed, as a restart or failover does, during concurrent orders; then while the network to the database is cut.
 * Until docs/decisions/028 the first killed session in a transaction ended the process for good.
 */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const INITIAL_STOCK = 500;

describe.skipIf(DB_KIND !== 'postgres')('database faults (PostgreSQL only: the embedded database has no sessions to kill or network to cut)', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let admin: DatabaseHandle;
  let shop: ChildProcess;
  let output = '';
  let base: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    fresh = await freshPostgresDatabase();
    const direct = new URL(fresh.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    admin = await openDatabase({ url: fresh.url, poolSize: 3 });
    const viaProxy = new URL(fresh.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const [dataDir, webDir] = [mkdtempSync(join(tmpdir(), 'shop-data-')), mkdtempSync(join(tmpdir(), 'shop-web-'))];
    dirs.push(dataDir, webDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: viaProxy.toString(),
      // Required with DATABASE_URL (docs/decisions/056); the database is a copy of the seeded template.
      JWT_SECRET: 'database-faults-test-secret-of-forty-characters',
      TOTP_ENCRYPTION_KEY: 'database-faults-test-totp-key-of-forty-characters',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
      CATALOG_CACHE_TTL_MS: '0',
      SIGNUP_LIMIT_PER_HOUR: '1000',
    };
    delete env.REDIS_URL;
    shop = spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    shop.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shop.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(async () => (await get('/healthz'))?.status === 200, 300);
  }, 120_000);

  afterAll(async () => {
    if (shop && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop.once('exit', resolve));
      shop.kill('SIGTERM');
      await exited;
    }
    await admin?.close();
    await proxy?.close();
    await fresh?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(base + path).catch(() => undefined);
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const alive = () => shop.exitCode === null && shop.signalCode === null;

  async function signUp(i: number) {
    const res = await post('/api/v1/auth/register', { name: `Faults Shopper ${i}`, email: `faults-${i}-${Date.now()}@example.com`, password: TEST_PASSWORD });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { token: string; user: { id: string } };
    return { id: answer.user.id, auth: { authorization: `Bearer ${answer.token}` } };
  }

  it('stays up while its sessions are killed during orders, answers 503 while cut off, recovers by itself, and loses or splits no order', async () => {
    const shoppers = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(i)));
    const items = await Promise.all([0, 1, 2].map((skip) => stockedItem(admin.db, INITIAL_STOCK, 200 + skip)));
    const cartOf = (i: number): StockedLine[] => items.slice(0, 1 + (i % 3)).map((item, k) => ({ productId: item.productId, size: item.size, quantity: 1 + k }));
    // A process that died answers nothing: status 0, and the alive check below shows its last words.
    const order = (s: (typeof shoppers)[number]) => post('/api/v1/orders', CHECKOUT, s.auth).catch(() => ({ status: 0 }) as Response);
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let killed = 0;

    for (let round = 0; round < 4; round++) {
      for (const [i, s] of shoppers.entries()) await fillCart(admin.db, s.id, cartOf(i));
      let running = true;
      const orders = Promise.all(shoppers.map(order)).finally(() => (running = false));
      // Kill the shop's sessions that are in a query or a transaction, again and again while those orders run.
      while (running) {
        const ports = proxy.upstreamPorts();
        if (ports.length > 0) {
          const rows = await queryRows<{ done: boolean }>(
            admin.db,
            sql`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE client_port = ANY(${`{${ports.join(',')}}`}::int[]) AND state <> 'idle'`,
          );
          killed += rows.filter((r) => r.done).length;
        }
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      const answers = await orders;
      expect(alive(), output).toBe(true);
      for (const res of answers) {
        statuses.add(res.status);
        if (res.status === 503) expect(res.headers.get('retry-after')).toBe('5');
        if (res.status === 201) acknowledged.push(((await res.json()) as { order: { id: string } }).order.id);
      }
    }
    expect(killed).toBeGreaterThan(0);
    // Every order was placed or refused as 'try again'; none failed as a fault of the shop.
    expect([...statuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);

    // Recovered without a restart: ready again, and the next order goes through.
    await until(async () => (await get('/readyz'))?.status === 200, 20);
    await fillCart(admin.db, shoppers[0]!.id, cartOf(0));
    const after = await order(shoppers[0]!);
    expect(after.status).toBe(201);
    acknowledged.push(((await after.json()) as { order: { id: string } }).order.id);

    // The network to PostgreSQL cut: 'try again' answers, alive all along, back by itself once restored.
    proxy.cut();
    await fillCart(admin.db, shoppers[1]!.id, cartOf(1));
    const cutOrder = await order(shoppers[1]!);
    expect(cutOrder.status).toBe(503);
    expect(cutOrder.headers.get('retry-after')).toBe('5');
    expect(await cutOrder.json()).toEqual({ message: 'The shop is briefly unavailable. Please try again in a moment.', code: 'service_unavailable' });
    expect((await get('/api/v1/products?limit=2'))?.status).toBe(503);
    expect((await get('/readyz'))?.status).toBe(503);
    expect((await get('/healthz'))?.status).toBe(200);
    expect(alive(), output).toBe(true);
    proxy.restore();
    await until(async () => (await get('/readyz'))?.status === 200, 20);
    const restored = await order(shoppers[1]!);
    expect(restored.status).toBe(201);
    acknowledged.push(((await restored.json()) as { order: { id: string } }).order.id);

    // No order lost, none without its lines, every unit either in stock or in an order.
    const ids = await queryRows<{ id: string }>(admin.db, sql`SELECT id FROM orders`);
    expect(ids.map((r) => r.id)).toEqual(expect.arrayContaining(acknowledged));
    const bare = await queryRows<{ n: number }>(admin.db, sql`SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`);
    expect(bare[0]!.n).toBe(0);
    for (const item of items) {
      const [row] = await queryRows<{ stock: number; ordered: number }>(
        admin.db,
        sql`SELECT (SELECT stock FROM product_stock WHERE product_id = ${item.productId} AND size = ${item.size}) AS stock,
                   (SELECT coalesce(sum(quantity), 0)::int FROM order_lines WHERE product_id = ${item.productId} AND size = ${item.size}) AS ordered`,
      );
      expect(row!.stock + row!.ordered).toBe(INITIAL_STOCK);
    }
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Asks again (a fifth of a second apart) until the answer is yes, at most `tries` times. */
async function until(check: () => Promise<boolean>, tries: number): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`still not so after ${tries} tries`);
}
