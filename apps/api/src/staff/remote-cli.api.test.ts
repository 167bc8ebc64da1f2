import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Order, ReturnRecord } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index';
import { removeServerFile, runningShop, serverFilePath, writeServerFile } from '../modules/staff/server-file';
import { fillCart, placeOrderOk, signUp, stockedItem, type Shopper } from '../../test/fixtures/orders';
import { buildTestApp } from '../../test/helper';
import { parseCommand } from './parse-command';
import { runCli } from './run-cli';
import { runCommand } from './run-command';

// The staff tool beside a running shop (decision 016): the shop listens on a real port and announces
// itself in DATA_DIR/server.json; the tool, given only DATA_DIR, sends its commands there with the key
// from DATA_DIR/secrets/staff-key and prints what it prints when it opens the database itself.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shopper: Shopper;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  writeServerFile(t.dataDir, { port: (t.app.server.address() as AddressInfo).port, pid: process.pid });
  shopper = await signUp(t.app, { name: 'Sadia Rahman' });
});
afterAll(() => t?.close());

async function staff(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { DATA_DIR: t.dataDir, ...env }, { log: (s) => out.push(s), error: (s) => err.push(s) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
/** The same command with the database opened directly, as the tool does when no shop runs. */
const direct = (...argv: string[]) => runCommand(t.database.db, parseCommand(argv));
const seen = async (order: Order) => (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json<{ order: Order }>().order;

let skip = 600;
async function newOrder() {
  const item = await stockedItem(t.database.db, 10, (skip += 5));
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
  return placeOrderOk(t.app, shopper);
}

describe('the staff tool while the shop runs', () => {
  it('finds the shop from DATA_DIR/server.json', () => {
    expect(runningShop(t.dataDir)).toEqual({ port: (t.app.server.address() as AddressInfo).port, pid: process.pid });
  });

  it('moves an order through the running shop, printing what it prints on the database, and the shopper sees it', async () => {
    const order = await newOrder();
    expect(await staff(['orders', 'status', order.order_number.toLowerCase(), 'confirmed'])).toEqual({ code: 0, stdout: `Order ${order.order_number}: pending -> confirmed.`, stderr: '' });
    expect((await seen(order)).status).toBe('confirmed');

    const refused = await staff(['orders', 'status', order.order_number, 'delivered']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(`Order ${order.order_number} is confirmed; it can go to processing or shipped, not delivered.`);
    const directRefusal = await direct('orders', 'status', order.order_number, 'delivered').catch((e: Error) => e.message);
    expect(refused.stderr).toBe(directRefusal);

    for (const argv of [['orders', 'show', order.order_number], ['orders', 'list', '--status', 'confirmed'], ['promo', 'list']]) {
      const remote = await staff(argv);
      expect(remote.code).toBe(0);
      expect(remote.stdout).toBe(await direct(...argv));
    }
    expect((await staff(['orders', 'show', order.order_number])).stdout).toContain('Sadia Rahman');
  });

  it('cancels, marks payments, decides returns and creates promo codes through the shop', async () => {
    const order = await newOrder();
    expect((await staff(['payments', 'mark', order.order_number, 'paid'])).stdout).toBe(`Payment of ${order.order_number}: pending -> paid (no payment proof on file).`);
    expect((await staff(['orders', 'status', order.order_number, 'cancelled', '--reason', 'Shopper called'])).stdout).toBe(
      `Order ${order.order_number} cancelled; stock returned. Refund due: ৳${order.total.toLocaleString('en-US')}.`,
    );
    expect(await seen(order)).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_amount: order.total });
    expect(await staff(['returns', 'approve', '00000000-0000-0000-0000-000000000000'])).toMatchObject({ code: 1, stderr: 'No return request 00000000-0000-0000-0000-000000000000.' });

    expect((await staff(['promo', 'create', 'Falgun', '--fixed', '99.50', '--min', '500', '--expires', '2027-02-14', '--per-user', '1'])).stdout).toBe('Created FALGUN: ৳99.5 off.');
    expect((await staff(['promo', 'list'])).stdout).toMatch(/^FALGUN\s+৳99\.5\s+৳500\s+0\s+1\s+-\s+2027-02-15 00:00\s+yes$/m);
    expect(await staff(['promo', 'create', 'falgun', '--percent', '5'])).toMatchObject({ code: 1, stderr: 'Promo code FALGUN already exists.' });
  });

  it('lists return requests with the ids staff decide them by, as it does on the database', async () => {
    const order = await newOrder();
    await t.database.db.update(orders).set({ status: 'delivered', deliveredAt: sql`now()` }).where(eq(orders.id, order.id));
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/returns', headers: shopper.auth,
      payload: { order_id: order.id, order_line_id: order.items[0]!.id, reason: 'Ordered two sizes to try on; this one is too tight at the shoulders' },
    });
    const { id } = res.json<{ return: ReturnRecord }>().return;

    const listed = await staff(['returns', 'list', '--status', 'requested']);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toBe(await direct('returns', 'list', '--status', 'requested'));
    expect(listed.stdout).toMatch(/^RETURN\s+ORDER\s+ITEM\s+QTY\s+REASON\s+STATUS\s+REQUESTED \(DHAKA\)$/m);
    const row = listed.stdout.split('\n').find((line) => line.startsWith(id));
    expect(row).toContain(order.order_number);
    expect(row).toContain('Ordered two sizes to try on; this one i…  requested');
    expect((await staff(['returns', 'approve', id])).stdout).toBe(`Return ${id}: requested -> approved.`);
    expect((await staff(['returns', 'list', '--status', 'requested'])).stdout).not.toContain(id);
    expect((await staff(['payments', 'list'])).stdout).toBe(await direct('payments', 'list'));
  });

  it('refuses a wrong key from STAFF_API_KEY, and a malformed command line before asking the shop', async () => {
    const wrong = await staff(['orders', 'list'], { STAFF_API_KEY: 'not-the-key-of-this-shop-0123456789abcdef' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^The shop at http:\/\/127\.0\.0\.1:\d+ refused the staff key\./);
    expect(await staff(['orders', 'status', 'BZ-1'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Missing new status.') });
  });

  it('says so when the announced shop does not answer', async () => {
    const port = await closedPort();
    const dataDir = mkdtempSync(join(tmpdir(), 'staff-remote-'));
    try {
      writeServerFile(dataDir, { port, pid: process.pid });
      const out = await staff(['orders', 'list'], { DATA_DIR: dataDir, STAFF_API_KEY: 'k'.repeat(40) });
      expect(out.code).toBe(1);
      expect(out.stderr).toBe(`The shop does not answer at http://127.0.0.1:${port} (ECONNREFUSED).\nIf the shop is not running, delete ${serverFilePath(dataDir)} and run the command again.`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the staff tool opens the database itself', () => {
  it('when the shop that wrote server.json is gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'staff-remote-'));
    try {
      writeServerFile(dataDir, { port: (t.app.server.address() as AddressInfo).port, pid: deadPid() });
      expect(runningShop(dataDir)).toBeUndefined();
      const out = await staff(['orders', 'list'], { DATA_DIR: dataDir });
      expect(out.code).toBe(1);
      expect(out.stderr).toMatch(/^There is no shop database in /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when DATABASE_URL is set, whatever server.json says', async () => {
    // A PostgreSQL that is not there: the tool tried it rather than the shop that server.json names.
    const port = await closedPort();
    const out = await staff(['orders', 'list'], { DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/shop` });
    expect(out).toEqual({ code: 1, stdout: '', stderr: `Staff command failed: connect ECONNREFUSED 127.0.0.1:${port}` });
  });

  it('and a clean stop takes server.json away, but only the shop’s own', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'staff-remote-'));
    try {
      writeServerFile(dataDir, { port: 3000, pid: process.pid });
      removeServerFile(dataDir, process.pid + 1);
      expect(runningShop(dataDir)).toBeDefined();
      removeServerFile(dataDir);
      expect(existsSync(serverFilePath(dataDir))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A port nothing listens on (taken and let go again). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}
