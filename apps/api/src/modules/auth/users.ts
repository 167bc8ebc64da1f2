import type { SessionUser } from '@shop/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

export type UserRow = typeof users.$inferSelect;

const EMAIL_TAKEN_MESSAGE = 'Email already exists. Please use a different email.';
export const emailTaken = () => new AppError(409, 'conflict', EMAIL_TAKEN_MESSAGE);

/** The session user of a row. Given and family names are not kept apart, so they stay null. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    given_name: null,
    family_name: null,
    picture: row.picture,
    verified_email: row.emailVerified,
  };
}

/** E-mail addresses are unique regardless of letter case (the users_email_lower_key index). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account's row, locked to the end of the caller's transaction (two resends at once queue one after the other). */
export async function lockUser(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Whether an account other than `userId` has this address (in any letter case). */
export async function emailUsedByOther(db: Database, email: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

/**
 * The account's session version, read on every personal call (one primary-key read, docs/decisions/027);
 * undefined for an account that no longer exists.
 */
export async function findSessionVersion(db: Database, id: string): Promise<number | undefined> {
  const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, id)).limit(1);
  return row?.sessionVersion;
}

/** Ends every session of the account issued so far; the row comes back with the new version to sign with. */
export async function raiseSessionVersion(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Writes the shopper's own details (name, address, phone …) over the row in `tx`: the one writer of a profile. A
 * changed address (not merely its letter case) is no longer verified; Google confirmed the old one, nobody the new.
 */
export async function writeProfile(tx: Tx, id: string, details: Partial<typeof users.$inferInsert>, email: string | undefined): Promise<UserRow | undefined> {
  const { email: _given, ...rest } = details;
  const [row] = await tx
    .update(users)
    .set(email === undefined
      // No address given (an account made by phone, docs/decisions/076): it and its mark stay as they are.
      ? { ...rest, updatedAt: new Date() }
      : { ...rest, email: details.email, emailVerified: sql`${users.emailVerified} and lower(${users.email}) = ${email}`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The language of the account's messages; false when there is no such account. */
export async function writeLanguage(db: Database, id: string, language: UserRow['language']): Promise<boolean> {
  const [row] = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
  return row !== undefined;
}

/** Blocks the account from ordering with staff's reason, keeping the first block's time, or lifts the block (null). */
export async function writeBlock(tx: Tx, id: string, block: { reason: string; since: Date } | null): Promise<{ blockedAt: Date | null } | undefined> {
  const [row] = await tx
    .update(users)
    .set(block ? { blockedAt: block.since, blockedReason: block.reason } : { blockedAt: null, blockedReason: null })
    .where(eq(users.id, id))
    .returning({ blockedAt: users.blockedAt });
  return row;
}
