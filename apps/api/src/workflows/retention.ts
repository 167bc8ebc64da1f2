import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { forgetExpiredLinks } from '../modules/auth/account-links';
import { forgetFinishedMessages } from '../modules/messages/outbox';
import { forgetExpiredStaffLinks } from '../modules/staff/staff-accounts.service';
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

const DAY_MS = 86_400_000;

export interface Forgotten {
  messages: number;
  accountLinks: number;
  staffLinks: number;
}

/** Deletes, in batches, messages finished and written more than `messageDays` ago and links long expired. */
export async function forgetOldRecords(db: Database, opts: { nowMs: number; messageDays: number }): Promise<Forgotten> {
  const messagesBefore = new Date(opts.nowMs - opts.messageDays * DAY_MS);
  const linksBefore = new Date(opts.nowMs - RETENTION.linkDaysAfterExpiry * DAY_MS);
  const messages = await forgetFinishedMessages(db, messagesBefore, RETENTION.batch);
  const account = await forgetExpiredLinks(db, linksBefore, RETENTION.batch);
  const staff = await forgetExpiredStaffLinks(db, linksBefore, RETENTION.batch);
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
