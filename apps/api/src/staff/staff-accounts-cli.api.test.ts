import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { StaffSignInAnswer } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query';
import { writeServerFile } from '../modules/staff/server-file';
import { buildTestApp } from '../../test/helper';
import { TEST_PASSWORD } from '../../test/users';
import { fillCart, placeOrderOk, signUp, stockedItem } from '../../test/fixtures/orders';
import { runCli } from './run-cli';
import { runCommand } from './run-command';
import { parseCommand, UsageError } from './parse-command';

// `npm run staff -- staff add`: the first owner of the back office comes from the command line, with the
// password on standard input or a one-time link; the audit log names the tool or the key.

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  writeServerFile(t.dataDir, { port: (t.app.server.address() as AddressInfo).port, pid: process.pid });
});
afterAll(() => t?.close());

async function staff(argv: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { DATA_DIR: t.dataDir, PUBLIC_URL: 'https://shop.example' }, { log: (s) => out.push(s), error: (s) => err.push(s) }, async () => stdin);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email, password } });

describe('adding staff from the command line', () => {
  it('adds the first owner with a password read from standard input, who can then sign in to the back office', async () => {
    const added = await staff(['staff', 'add', 'founder@bazar.test', '--role', 'owner', '--name', 'Founder Person'], `${TEST_PASSWORD}\n`);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added owner founder@bazar.test (Founder Person).');
    const answer = (await signIn('founder@bazar.test', TEST_PASSWORD)).json<StaffSignInAnswer>();
    expect(answer).toMatchObject({ status: 'signed_in', me: { role: 'owner', name: 'Founder Person' } });
    // The password never went on the command line, and the log names the key the tool used.
    const [entry] = await queryRows<{ actor_kind: string; action: string; after: unknown }>(t.database.db, sql`SELECT actor_kind, action, after FROM audit_log WHERE entity_type = 'staff' ORDER BY id DESC LIMIT 1`);
    expect(entry).toMatchObject({ actor_kind: 'staff_key', action: 'staff.add' });
    expect(JSON.stringify(entry!.after)).not.toContain(TEST_PASSWORD);
  });

  it('prints a one-time link with --link instead, whole with the shop\'s public address', async () => {
    const added = await staff(['staff', 'add', 'second@bazar.test', '--role', 'manager', '--link']);
    expect(added.code).toBe(0);
    const link = /https:\/\/shop\.example\/admin\/link#([\w-]+)/.exec(added.stdout);
    expect(link).not.toBeNull();
    const set = await t.app.inject({ method: 'POST', url: '/api/v1/admin/session/link', payload: { token: link![1], password: TEST_PASSWORD } });
    expect(set.json<StaffSignInAnswer>()).toMatchObject({ status: 'signed_in', me: { role: 'manager' } });
  });

  it('refuses a missing or weak password, an unknown role and an e-mail in use, adding nobody', async () => {
    expect((await staff(['staff', 'add', 'x@bazar.test', '--role', 'owner'], '')).stderr).toContain('No password on standard input');
    expect((await staff(['staff', 'add', 'x@bazar.test', '--role', 'owner'], 'short\n')).code).toBe(2);
    expect((await staff(['staff', 'add', 'x@bazar.test', '--role', 'king', '--link'])).stderr).toContain('Unknown role king');
    expect((await staff(['staff', 'add', 'x@bazar.test', '--link'])).stderr).toContain('--role');
    const dup = await staff(['staff', 'add', 'FOUNDER@bazar.test', '--role', 'support', '--link']);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('exists already');
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM staff_accounts WHERE email = 'x@bazar.test'`);
    expect(count!.n).toBe(0);
    expect(() => parseCommand(['staff', 'add', 'not-an-email', '--role', 'owner'])).toThrow(UsageError);
  });

  it('records the command line as the actor when the tool works on the database itself', async () => {
    const shopper = await signUp(t.app);
    const item = await stockedItem(t.database.db, 10, 700);
    await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const order = await placeOrderOk(t.app, shopper);
    await runCommand(t.database.db, parseCommand(['orders', 'status', order.order_number, 'confirmed']));
    const [entry] = await queryRows<{ actor_kind: string; actor_label: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`SELECT actor_kind, actor_label, before, after FROM audit_log WHERE entity_type = 'order' AND entity_id = ${order.order_number}`,
    );
    expect(entry).toMatchObject({ actor_kind: 'cli', before: { status: 'pending' }, after: { status: 'confirmed' } });
    expect(entry!.actor_label).toMatch(/^command line \(/);
  });
});
