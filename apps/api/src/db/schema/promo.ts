import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper case; shoppers may type it in any case. */
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    /** Percent (1-100) for 'percent', poisha for 'fixed'. */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** Poisha of goods (before delivery) the order must reach. */
    minOrder: bigint('min_order', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_known', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_value_range', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('promo_codes_usage_within_limit', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: integer('promo_code_id').notNull().references(() => promoCodes.id),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_redemptions_user_idx').on(t.promoCodeId, t.userId)],
);
