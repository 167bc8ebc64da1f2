import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One-time links sent to a shopper's mailbox (migrations 0015 and 0016, docs/decisions/047 and 051): a password
 * reset, an e-mail verification, or the undoing of an e-mail change (sent to the address the account had). Only the SHA-256 of the token is kept; `usedAt` makes a link single-use.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The address the link was sent to: it works only while the account still has it. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_links_user_idx').on(t.userId, t.purpose),
    check('account_links_purpose_known', sql`${t.purpose} in ('password_reset', 'email_verification', 'email_restore')`),
  ],
);
