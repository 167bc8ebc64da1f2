import { createHash, randomBytes } from 'node:crypto';
import { and, eq, exists, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { EMAIL_RESTORE_LINK_DAYS, EMAIL_VERIFICATION_LINK_DAYS, PASSWORD_RESET_LINK_MINUTES } from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { accountLinks, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { UserRow } from './users';

/**
 * One-time links to a shopper's mailbox (docs/decisions/047, 051): a password reset (30 minutes), an e-mail
 * verification (7 days), or the undoing of an e-mail change, sent to the address the account had (7 days). The token is 32 random bytes; only its SHA-256 is stored, so neither a copy of the
 * database nor a look at the table opens an account. A link is used by one conditional update, so two uses
 * at the same moment (two tabs, a double click) succeed once.
 */
export type LinkPurpose = 'password_reset' | 'email_verification' | 'email_restore';

type Writer = Database | Tx;

const LIFETIME_MS: Record<LinkPurpose, number> = {
  password_reset: PASSWORD_RESET_LINK_MINUTES * 60_000,
  email_verification: EMAIL_VERIFICATION_LINK_DAYS * 86_400_000,
  email_restore: EMAIL_RESTORE_LINK_DAYS * 86_400_000,
};

export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const LINK_GONE: Record<LinkPurpose, string> = {
  password_reset: 'This password reset link has expired or was used already. Please ask for a new one.',
  email_verification: 'This verification link has expired or was used already. Please ask for a new one.',
  email_restore: 'This link has expired or was used already. If someone else still has your account, please write to us from the Help Center.',
};
export const linkGone = (purpose: LinkPurpose) => new AppError(400, 'invalid_link', LINK_GONE[purpose]);

/**
 * A new link for the account, to the address given (its address as it is now; for `email_restore`, the one it had);
 * the token (for the e-mail) and when it stops working.
 */
export async function issueLink(tx: Writer, user: { id: string; email: string }, purpose: LinkPurpose, nowMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs + LIFETIME_MS[purpose]);
  await tx.insert(accountLinks).values({ tokenHash: hashLinkToken(token), userId: user.id, purpose, email: user.email, expiresAt, createdAt: new Date(nowMs) });
  return { token, expiresAt };
}

/**
 * The account still has the address the link was sent to: a link in a mailbox the shopper has since left (the
 * profile's e-mail changed) neither verifies the new address nor sets a password.
 */
const sentToCurrentAddress = (db: Writer) =>
  exists(
    db
      .select({ id: users.id })
      .from(users)
      // lower() on both sides: addresses are one whatever their case (the users_email_lower_key index).
      .where(and(eq(users.id, accountLinks.userId), eq(sql`lower(${users.email})`, sql`lower(${accountLinks.email})`))),
  );

/**
 * Whether a link of this purpose works only while the account still has the address it was sent to: a reset or a
 * verification does; a restore link is sent to the address the account had, which is its point.
 */
const BOUND_TO_CURRENT_ADDRESS: Record<LinkPurpose, boolean> = {
  password_reset: true,
  email_verification: true,
  email_restore: false,
};

const stillAddressed = (db: Writer, purpose: LinkPurpose): SQL | undefined => (BOUND_TO_CURRENT_ADDRESS[purpose] ? sentToCurrentAddress(db) : undefined);

export type LinkState =
  | { state: 'valid'; userId: string; expiresAt: Date }
  | { state: 'used' | 'expired'; userId: string }
  | { state: 'unknown' };

/** What a token is, without using it: for the screen that opens a link, and for verifying twice. */
export async function readLink(db: Writer, token: string, purpose: LinkPurpose, nowMs: number): Promise<LinkState> {
  const [row] = await db
    .select()
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, hashLinkToken(token)), eq(accountLinks.purpose, purpose), stillAddressed(db, purpose)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= nowMs) return { state: 'expired', userId: row.userId };
  return { state: 'valid', userId: row.userId, expiresAt: row.expiresAt };
}

/** A link just used: its account, the address it was sent to, and when it was made. */
export interface UsedLink {
  userId: string;
  email: string;
  createdAt: Date;
}

/** Uses the link once: what it was, or null when it is unknown, used already or expired. */
export async function useLink(tx: Writer, token: string, purpose: LinkPurpose, nowMs: number): Promise<UsedLink | null> {
  const [row] = await tx
    .update(accountLinks)
    .set({ usedAt: new Date(nowMs) })
    .where(
      and(
        eq(accountLinks.tokenHash, hashLinkToken(token)),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, new Date(nowMs)),
        stillAddressed(tx, purpose),
      ),
    )
    .returning({ userId: accountLinks.userId, email: accountLinks.email, createdAt: accountLinks.createdAt });
  return row ?? null;
}

/**
 * Every link of the account for this purpose not used yet stops working (another was used); with `madeAfter`, only
 * the ones made after that moment.
 */
export async function closeLinks(tx: Writer, userId: string, purpose: LinkPurpose, nowMs: number, madeAfter?: Date): Promise<void> {
  await tx
    .update(accountLinks)
    .set({ usedAt: new Date(nowMs) })
    .where(
      and(
        eq(accountLinks.userId, userId),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        madeAfter ? gt(accountLinks.createdAt, madeAfter) : undefined,
      ),
    );
}

/**
 * The address of a restore link is the account's again, counted as verified (the link proved the mailbox), and the
 * session version raised, so every session ends, the one that changed the address among them. The row, or
 * undefined when the account is gone.
 */
export async function restoreAddress(tx: Writer, userId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ email, emailVerified: true, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * The new password of a reset: set, the address counted as verified (the link proved the mailbox), and the
 * session version raised, so every session issued before ends (docs/decisions/027). The row to sign with.
 */
export async function setPasswordFromReset(tx: Writer, userId: string, passwordHash: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, emailVerified: true, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Marks the account's address verified; the row, or undefined when it was verified already (or is gone). */
export async function markEmailVerified(tx: Writer, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning();
  return row;
}

/** Shoppers' one-time links that stopped working before `before`, deleted `batch` at a time (docs/decisions/048); how many went. */
export function forgetExpiredLinks(db: Database, before: Date, batch: number): Promise<number> {
  return deleteInBatches(db, accountLinks, accountLinks.tokenHash, lt(accountLinks.expiresAt, before), batch);
}
