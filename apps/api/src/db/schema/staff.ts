import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Shipment } from '@shop/shared';
import { orders } from './orders';

/** People who run the shop, apart from shoppers (migration 0009, docs/decisions/037). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id; null until the person sets one through a one-time link. */
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    /** An owner asked for one-time codes; the secret is set when the person enrols. */
    totpRequired: boolean('totp_required').notNull().default(false),
    totpSecret: text('totp_secret'),
    /** The 30-second step of the last code accepted: a code is good once (RFC 6238, section 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_lower_key').on(sql`lower(${t.email})`),
    check('staff_accounts_role_known', sql`${t.role} in ('owner', 'manager', 'support')`),
  ],
);

/** A signed-in browser: the cookie holds a random token, the row its SHA-256 only. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id').notNull().references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** Sent back in X-CSRF-Token with every change. */
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One-time links to set a password (first owner from the command line, or after an owner's reset). */
export const staffLinks = pgTable('staff_links', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: uuid('staff_id').notNull().references(() => staffAccounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change made by staff, append-only (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'staff' (the back office), 'staff_key' (the staff API), 'cli' (the command-line tool on the database). */
    actorKind: text('actor_kind').notNull(),
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()),
    index('audit_log_staff_idx').on(t.staffId, t.at.desc()),
  ],
);

/** An order's timeline: placed, every status and payment move, with who, from what to what, and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorLabel: text('actor_label'),
    kind: text('kind').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    /** The courier and tracking of a move to shipped or a correction (migration 0013, docs/decisions/045). */
    shipment: jsonb('shipment').$type<Shipment>(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at, t.id)],
);
