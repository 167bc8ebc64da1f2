import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Messages to shoppers, written in the transaction of the change that causes them and sent by the worker
 * (migration 0014, docs/decisions/046). One row per message and channel.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** Unique per channel: queueing the same change again is a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    /** The address or phone the message went to, read from the account when it was sent. */
    recipient: text('recipient'),
    /** The account's language when it was sent. */
    language: text('language'),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    /** AES-256-GCM sealed secrets (a one-time link); erased once sent. */
    secretSealed: text('secret_sealed'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: another worker may take the message over once this has passed. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** A staff resend of a message already sent: the new row points at the one it repeats. */
    resendOf: uuid('resend_of').references((): AnyPgColumn => outboxMessages.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_messages_channel_dedupe_key').on(t.channel, t.dedupeKey),
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('outbox_messages_lease_idx').on(t.leaseUntil).where(sql`${t.status} = 'sending'`),
    index('outbox_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('outbox_messages_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('outbox_messages_user_idx').on(t.userId),
    check('outbox_messages_channel_known', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_messages_status_known', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'skipped')`),
    check('outbox_messages_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);
