import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import { signUp } from '../../test/users';
import { accountLinks, outboxMessages, staffLinks, users } from '../db/schema/index';
import { addStaff } from '../modules/staff/staff-accounts.service';
import { forgetOldRecords, RETENTION, startRetentionWorker } from './retention';

// What the shop forgets by itself (docs/decisions/048): messages it is done with after the retention days, links a
// week after they expired; never a message still to be sent, however old.

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());
const db = () => t.database.db;

async function aShopper(): Promise<string> {
  const { email } = await signUp(t.app);
  return (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}

async function message(userId: string, status: string, ageDays: number): Promise<string> {
  const at = new Date(NOW - ageDays * DAY);
  const [row] = await db()
    .insert(outboxMessages)
    .values({ kind: 'order_placed', userId, channel: 'email', dedupeKey: `retention:${randomUUID()}`, status, recipient: 'someone@example.com', createdAt: at, updatedAt: at, nextAttemptAt: at })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

async function link(userId: string, expiredDaysAgo: number): Promise<string> {
  const tokenHash = randomUUID();
  await db().insert(accountLinks).values({ tokenHash, userId, purpose: 'password_reset', email: 'someone@example.com', expiresAt: new Date(NOW - expiredDaysAgo * DAY) });
  return tokenHash;
}

const remaining = async (ids: string[]) =>
  (await db().select({ id: outboxMessages.id }).from(outboxMessages).where(inArray(outboxMessages.id, ids))).map((r) => r.id).sort();

describe('retention of messages and links', () => {
  it('forgets finished messages past the retention days, keeps newer ones and every message still to be sent', async () => {
    const userId = await aShopper();
    const old = await Promise.all(['sent', 'skipped', 'cancelled', 'failed'].map((status) => message(userId, status, 91)));
    const kept = [
      await message(userId, 'sent', 89),
      await message(userId, 'failed', 30),
      // Still to be sent: an outage of months must not lose it.
      await message(userId, 'queued', 200),
      await message(userId, 'sending', 200),
    ];
    const forgotten = await forgetOldRecords(db(), { nowMs: NOW, messageDays: 90 });
    expect(forgotten.messages).toBeGreaterThanOrEqual(old.length);
    expect(await remaining([...old, ...kept])).toEqual([...kept].sort());
  });

  it('forgets links a week after they expired, used or not, for shoppers and staff alike', async () => {
    const userId = await aShopper();
    const gone = await link(userId, RETENTION.linkDaysAfterExpiry + 1);
    const recent = await link(userId, RETENTION.linkDaysAfterExpiry - 1);
    const valid = await link(userId, -1);
    await db().update(accountLinks).set({ usedAt: new Date(NOW - 20 * DAY) }).where(eq(accountLinks.tokenHash, gone));
    const { account } = await addStaff(db(), { kind: 'cli', label: 'test setup', ip: null }, {
      email: `retention-${randomUUID().slice(0, 8)}@bazar.test`, name: 'Staff', role: 'support', password: 'Aam-kathal-lichu-2027',
    });
    const staffGone = randomUUID();
    const staffKept = randomUUID();
    await db().insert(staffLinks).values([
      { tokenHash: staffGone, staffId: account.id, expiresAt: new Date(NOW - (RETENTION.linkDaysAfterExpiry + 1) * DAY) },
      { tokenHash: staffKept, staffId: account.id, expiresAt: new Date(NOW + DAY) },
    ]);

    await forgetOldRecords(db(), { nowMs: NOW, messageDays: 90 });
    const hashes = (await db().select({ h: accountLinks.tokenHash }).from(accountLinks).where(inArray(accountLinks.tokenHash, [gone, recent, valid]))).map((r) => r.h);
    expect(hashes.sort()).toEqual([recent, valid].sort());
    const staff = (await db().select({ h: staffLinks.tokenHash }).from(staffLinks).where(inArray(staffLinks.tokenHash, [staffGone, staffKept]))).map((r) => r.h);
    expect(staff).toEqual([staffKept]);
  });

  it(`deletes a large backlog in batches of ${RETENTION.batch}, all of it`, async () => {
    const userId = await aShopper();
    const count = RETENTION.batch * 2 + 7;
    const at = new Date(NOW - 400 * DAY);
    await db().insert(outboxMessages).values(
      Array.from({ length: count }, () => ({ kind: 'order_placed', userId, channel: 'email', dedupeKey: `backlog:${randomUUID()}`, status: 'sent', createdAt: at, updatedAt: at })),
    );
    const forgotten = await forgetOldRecords(db(), { nowMs: NOW, messageDays: 90 });
    expect(forgotten.messages).toBeGreaterThanOrEqual(count);
    const left = await db().select({ kind: outboxMessages.kind }).from(outboxMessages).where(eq(outboxMessages.userId, userId));
    // Only the sign-up's own e-mails, still queued, are left.
    expect(left.map((r) => r.kind).sort()).toEqual(['email_verification', 'email_verification_reminder']);
  });

  it('runs in the shop process with the configured days and logs what it forgot, without personal details', async () => {
    const userId = await aShopper();
    const id = await message(userId, 'sent', 40);
    const lines: Record<string, unknown>[] = [];
    const log = { info: (fields: Record<string, unknown>, msg: string) => lines.push({ ...fields, msg }), error: () => undefined } as never;
    const worker = startRetentionWorker({ db: db(), log, messageDays: 30, everyMs: 0, now: () => NOW });
    await worker.runNow();
    await worker.stop();
    expect(await remaining([id])).toEqual([]);
    const line = lines.find((l) => l.msg === 'old messages and links forgotten');
    expect(line).toBeDefined();
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });
});
