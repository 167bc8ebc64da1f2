import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outboxMessages, users } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { queueMessage } from './outbox';

// Two shop processes on one database (two apps in this process, each with its own worker and timer), and a mail
// server that takes its time: the test holds each answer and moves the workers' shared clock by 7 s before giving
// it, as the slow server of issue 22 did. The lease is the default 2 minutes; no real waits beyond milliseconds.
const MINUTE = 60_000;
const LEASE = 2 * MINUTE;
const PER_MESSAGE = 7_000;
let mailbox: Mailbox;
let skew = 0;
const now = () => Date.now() + skew;
let first: Awaited<ReturnType<typeof buildTestApp>>;
let second: Awaited<ReturnType<typeof buildApp>>;
let secondDir: string;
/** What both processes logged. */
const logLines: string[] = [];
/** The answers the mail server holds, each released by the test. */
const held: Array<() => void> = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  const messages = {
    channels: { email: { url: mailbox.url, from: 'Bazar <orders@bazar.test>' } },
    now,
    leaseMs: LEASE,
    // Renewals run on real time: often enough that a held answer outlasting the lease shows them.
    renewEveryMs: 20,
    pollMs: 10,
  };
  const logger = { level: 'info', stream: { write: (line: string) => void logLines.push(line) } };
  first = await buildTestApp({ publicUrl: 'https://bazar.test', messages, logger });
  secondDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
  second = await buildApp({ database: first.database, dataDir: secondDir, catalogCacheTtlMs: 0, publicUrl: 'https://bazar.test', messages, logger });
  await second.ready();
});
afterEach(() => {
  mailbox.answerAfter(null);
  for (const release of held.splice(0)) release();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await mailbox?.close();
  if (secondDir) rmSync(secondDir, { recursive: true, force: true });
});

function holdAnswers() {
  mailbox.answerAfter(() => new Promise<void>((resolve) => held.push(resolve)));
}

/** A shopper's account, written as it stands (no sign-up, hence no sign-up mail in the way). */
async function shopper() {
  const email = `shopper-${randomUUID()}@example.com`;
  const [user] = await first.database.db.insert(users).values({ email, name: 'Rahima Khatun' }).returning({ id: users.id });
  return { id: user!.id, email };
}

/** Shoppers and one order message queued for each. */
async function queued(count: number, tag: string) {
  const accounts = await Promise.all(Array.from({ length: count }, () => shopper()));
  await first.database.db.transaction(async (tx) => {
    for (const [i, account] of accounts.entries()) {
      await queueMessage(tx, { kind: 'order_placed', userId: account.id, dedupeKey: `${tag}:${i}`, data: { order_id: `o-${tag}-${i}`, order_number: `BZ-${i}`, total: 129_000 } });
    }
  });
  return accounts.map((a) => a.id);
}

async function emailRows(userIds: string[]) {
  const rows = await first.database.db.select().from(outboxMessages).where(inArray(outboxMessages.userId, userIds));
  return rows.filter((r) => r.channel === 'email');
}

/** Until `done()`: each answer the server holds is given after the clock moved on by PER_MESSAGE. */
async function serveSlowly(done: () => Promise<boolean>, limitMs = 20_000) {
  const deadline = Date.now() + limitMs;
  let quiet = 0;
  while (Date.now() < deadline) {
    if (held.length > 0) {
      quiet = 0;
      skew += PER_MESSAGE;
      held.shift()!();
    } else if (await done()) {
      // A few more rounds with nothing held: a late copy would show now.
      quiet += 1;
      if (quiet > 20) return;
    }
    await sleep(5);
  }
  throw new Error('the messages were not all sent in time');
}

describe('two shop processes and a slow mail server', () => {
  it('send each message once: a lease covers the one message being sent, not a batch waiting behind it', async () => {
    holdAnswers();
    const users = await queued(24, 'slow');
    const ids = (await emailRows(users)).map((r) => r.id);
    await serveSlowly(async () => (await emailRows(users)).every((r) => r.status === 'sent'));
    const copies = new Map<string, number>();
    for (const mail of mailbox.received) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    const delivered = ids.map((id) => copies.get(`<${id}@bazar.test>`) ?? 0);
    expect(delivered).toEqual(ids.map(() => 1));
    // 24 sends of 7 s each, shared by two processes: past the 2-minute lease many times over.
    expect(skew).toBeGreaterThan(LEASE);
    expect((await emailRows(users)).map((r) => r.attempts)).toEqual(ids.map(() => 1));
  });

  it('keep the lease of a message whose send outlasts it: the other process does not send it again', async () => {
    holdAnswers();
    const [user] = await queued(1, 'stuck');
    await until(() => held.length === 1);
    // The server sits on the answer for three leases, the clock moving a quarter lease at a time; the sender
    // renews its lease after each step, and the other process, looking all along, never takes the message.
    for (let step = 0; step < 12; step += 1) {
      skew += LEASE / 4;
      await until(async () => (await emailRows([user!]))[0]!.leaseUntil!.getTime() >= now() + LEASE / 2);
    }
    await sleep(100);
    expect(held).toHaveLength(1);
    held.shift()!();
    await until(async () => (await emailRows([user!]))[0]!.status === 'sent');
    await sleep(100);
    const [row] = await emailRows([user!]);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mailbox.received.filter((m) => m.messageId === `<${row!.id}@bazar.test>`)).toHaveLength(1);
  });

  it("keep one shopper's messages in order: a later one waits while an earlier one is being sent elsewhere", async () => {
    holdAnswers();
    const account = await shopper();
    await queueMessage(first.database.db, { kind: 'order_placed', userId: account.id, dedupeKey: 'order:1:placed', data: { order_id: 'o-1', order_number: 'BZ-1', total: 129_000 } });
    await sleep(5);
    await queueMessage(first.database.db, { kind: 'order_confirmed', userId: account.id, dedupeKey: 'order:1:confirmed', data: { order_id: 'o-1', order_number: 'BZ-1', total: 129_000 } });
    await until(() => held.length === 1);
    // Both processes look again and again while the first message is held: neither takes the second.
    await sleep(100);
    expect(held).toHaveLength(1);
    held.shift()!();
    await until(() => held.length === 1);
    held.shift()!();
    await until(async () => (await emailRows([account.id])).every((r) => r.status === 'sent'));
    expect(mailbox.find(account.email).map((m) => m.subject)).toEqual(['We have your order BZ-1', 'Your order BZ-1 is confirmed']);
  });
});

describe('a sender that lost its lease', () => {
  it('says so in the log, by id, and its late mark does not overwrite the other sender\'s', async () => {
    holdAnswers();
    const account = await shopper();
    await queueMessage(first.database.db, { kind: 'order_placed', userId: account.id, dedupeKey: 'order:2:placed', data: { order_id: 'o-2', order_number: 'BZ-2', total: 129_000 } });
    await until(() => held.length === 1);
    const [row] = await emailRows([account.id]);
    // Another process took the message over (as after this one lost the database for a whole lease).
    await first.database.db.update(outboxMessages).set({ attempts: row!.attempts + 1 }).where(inArray(outboxMessages.id, [row!.id]));
    await until(() => logLines.some((line) => line.includes('message lease lost while sending')));
    held.shift()!();
    await until(() => logLines.some((line) => line.includes('"message sent"') && line.includes(row!.id)));
    expect(await emailRows([account.id])).toEqual([expect.objectContaining({ status: 'sending', attempts: row!.attempts + 1 })]);
    const warning = JSON.parse(logLines.find((line) => line.includes('message lease lost while sending'))!) as Record<string, unknown>;
    expect(warning).toMatchObject({ messageId: row!.id, kind: 'order_placed', channel: 'email' });
    expect(logLines.join('\n')).not.toContain(account.email);
    await first.database.db.update(outboxMessages).set({ status: 'cancelled' }).where(inArray(outboxMessages.id, [row!.id]));
  });
});

/** Polls `check` (a few ms apart, real time) until it holds; fails after 10 s. */
async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waited 10 s in vain');
    await sleep(5);
  }
}
