import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../test/mailbox';
import { migrate, openDatabase } from './db/client';
import { seedCatalogue } from './db/seed/seed';
import { freePort, outputOf } from '../test/shop-process';

// Two shop processes as `npm start` runs them (the built bundle), on one fresh PostgreSQL database and one Redis,
// and a mail server that takes its time over every message: each shopper gets their e-mail once (issue 22, finding
// 5; docs/decisions/055). The lease is made short (OUTBOX_LEASE_MS) so that a lease covering more than the message
// being sent would run out within the test. PostgreSQL only: skipped without TEST_DATABASE_URL.
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const SHOPPERS = 12;
const LEASE_MS = 1_500;
/** What the mail server takes per message once it answers at all. */
const PER_MESSAGE_MS = 400;

let mailbox: Mailbox;
let databaseName: string;
let databaseUrl: string;
let admin: pg.Client;
let distDir: string;
const dataDirs: string[] = [];
const started: ChildProcess[] = [];

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function startShop(shared: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-two-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [join(distDir, 'main.js')], {
    env: { ...process.env, ...shared, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output = outputOf(child);
  await output.line(/Shop ready/);
  return { port, output: output.text };
}

describe.skipIf(!DATABASE_URL)('two built shop processes on one PostgreSQL and Redis, and a slow mail server', () => {
  beforeAll(async () => {
    // The bundle as `npm run build -w apps/api` makes it, of this working copy, into a folder of this run's own.
    distDir = join(apiDir, `dist-two-processes-${process.pid}`);
    execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, env: { ...process.env, API_OUT_DIR: distDir }, stdio: 'pipe' });
    databaseName = `shop_two_processes_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    databaseUrl = withDatabase(DATABASE_URL!, databaseName);
    // A catalogue made elsewhere, without products: the shops start without rendering hundreds of demo images.
    const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
    await migrate(handle);
    await seedCatalogue(handle.db, { products: 0 });
    await handle.close();
    mailbox = await startMailbox();
  }, 120_000);

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await mailbox?.close();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (distDir && existsSync(distDir)) rmSync(distDir, { recursive: true, force: true });
  });

  it('send each shopper their e-mail once', async () => {
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Bazar <orders@bazar.test>',
      PUBLIC_URL: 'https://bazar.test',
      OUTBOX_POLL_MS: '100',
      OUTBOX_LEASE_MS: String(LEASE_MS),
      SIGNUP_LIMIT_PER_HOUR: '1000000',
    };
    const shops = await Promise.all([startShop(shared), startShop(shared)]);

    // The server answers nothing until every shopper has signed up, then takes its time over each message: the
    // messages wait in the outbox meanwhile, and the two processes share them out.
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    mailbox.answerAfter(async () => {
      await opened;
      await sleep(PER_MESSAGE_MS);
    });
    const emails: string[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const email = `shopper-${i}-${randomBytes(4).toString('hex')}@example.com`;
      // Through either process, in turn: each sign-up queues the address's confirmation link.
      const res = await fetch(`http://127.0.0.1:${shops[i % 2]!.port}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Rahima Khatun', email, password: 'Kathal-gach-42-Bazar' }),
      });
      expect(res.status, await res.text()).toBe(201);
      emails.push(email);
    }
    // Held for longer than a lease: a sender that did not renew it would lose its message to the other process.
    await sleep(2 * LEASE_MS);
    open();

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const deadline = Date.now() + 40_000;
      for (;;) {
        const { rows } = await db.query<{ waiting: number }>(`SELECT count(*)::int AS waiting FROM outbox_messages WHERE channel = 'email' AND next_attempt_at <= now() AND status <> 'sent'`);
        if (rows[0]!.waiting === 0) break;
        if (Date.now() > deadline) throw new Error(`${rows[0]!.waiting} e-mails still not sent`);
        await sleep(100);
      }
      // Long enough for a copy sent by the other process after a lost lease to arrive too.
      await sleep(2 * LEASE_MS + PER_MESSAGE_MS);
      expect(emails.map((email) => mailbox.find(email, /Confirm your e-mail address/).length)).toEqual(emails.map(() => 1));
      // Each claimed once: no lease ran out under a living sender.
      const { rows } = await db.query<{ attempts: number }>(`SELECT attempts FROM outbox_messages WHERE channel = 'email' AND status = 'sent'`);
      expect(rows.map((r) => r.attempts)).toEqual(emails.map(() => 1));
    } finally {
      await db.end();
    }
    for (const shop of shops) expect(shop.output()).not.toMatch(/lease lost/);
  }, 60_000);
});
