import { and, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { accountLinks, outboxMessages, staffLinks } from '../db/schema/index';
import { startPeriodic, type Periodic } from '../lib/periodic';

/**
 * What the shop forgets by itself (docs/decisions/048). Outbox rows hold a shopper's address or phone and what was
 * said to them; one-time links are dead a week after they expire. Neither is a record the business must keep (the
 * order, its events and the audit log are, and stay).
 */
export const RETENTION = {
  /** A link is deleted this long after it stopped working: long enough to answer 'used already' for a while. */
  linkDaysAfterExpiry: 7,
  /** Rows deleted per statement, so a first clean-up of a large table never holds locks for long. */
  batch: 1000,
} as const;

/** The outbox's states it is done with; `queued` and `sending` are never forgotten, however old. */
const FINISHED = ['sent', 'skipped', 'cancelled', 'failed'];
const DAY_MS = 86_400_000;

export interface Forgotten {
  messages: number;
  accountLinks: number;
  staffLinks: number;
}

/** Deletes the rows of `table` that `where` picks, RETENTION.batch at a time by their key; how many went. */
async function deleteInBatches(db: Database, table: PgTable, key: PgColumn, where: SQL | undefined): Promise<number> {
  let total = 0;
  for (;;) {
    const some = db.select({ key }).from(table).where(where).limit(RETENTION.batch);
    const n = (await db.delete(table).where(inArray(key, some)).returning({ key })).length;
    total += n;
    if (n < RETENTION.batch) return total;
  }
}

/** Deletes, in batches, messages finished and written more than `messageDays` ago and links long expired. */
export async function forgetOldRecords(db: Database, opts: { nowMs: number; messageDays: number }): Promise<Forgotten> {
  const messagesBefore = new Date(opts.nowMs - opts.messageDays * DAY_MS);
  const linksBefore = new Date(opts.nowMs - RETENTION.linkDaysAfterExpiry * DAY_MS);
  const messages = await deleteInBatches(db, outboxMessages, outboxMessages.id, and(inArray(outboxMessages.status, FINISHED), lt(outboxMessages.createdAt, messagesBefore)));
  const account = await deleteInBatches(db, accountLinks, accountLinks.tokenHash, lt(accountLinks.expiresAt, linksBefore));
  const staff = await deleteInBatches(db, staffLinks, staffLinks.tokenHash, lt(staffLinks.expiresAt, linksBefore));
  return { messages, accountLinks: account, staffLinks: staff };
}

export interface RetentionWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  messageDays: number;
  /** How often to clean up; 0: only when asked (tests). */
  everyMs: number;
  now?: () => number;
}

/** The clean-up in the shop process, once an hour by default; a failure is logged and the next hour tries again. */
export function startRetentionWorker(opts: RetentionWorkerOptions): Periodic {
  const now = opts.now ?? Date.now;
  return startPeriodic({
    everyMs: opts.everyMs,
    run: async () => {
      const forgotten = await forgetOldRecords(opts.db, { nowMs: now(), messageDays: opts.messageDays });
      if (forgotten.messages + forgotten.accountLinks + forgotten.staffLinks > 0) opts.log.info(forgotten, 'old messages and links forgotten');
    },
    onError: (error) => opts.log.error({ reason: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'retention clean-up failed: will try again'),
  });
}
