import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an account made by phone until it adds one (migration 0020, issue 25). */
    email: text('email'),
    name: text('name').notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject').unique(),
    picture: text('picture'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    birthday: date('birthday'),
    gender: text('gender'),
    /** Carried in every session token; raising it ends every session issued before (docs/decisions/027). */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Staff stopped this shopper from ordering (migration 0009); the reason is staff's, the shopper sees a plain message. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** The language of the account's messages, 'en' or 'bn' (migration 0014). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_gender_known', sql`${t.gender} is null or ${t.gender} in ('Male', 'Female', 'Other')`),
    check('users_language_known', sql`${t.language} in ('en', 'bn')`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    zone: text('zone').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark'),
    label: text('label').notNull().default('HOME'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), check('addresses_label_known', sql`${t.label} in ('HOME', 'OFFICE')`)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per address whatever its case (migration 0007), even for a writer that forgets to lower it.
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${t.email})`)],
);
