import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema/index';

/**
 * Staff sessions (docs/decisions/037): the cookie holds 32 random bytes, the table their SHA-256, so a copy of
 * the database opens no session. A session ends after `idleMs` without a request, after 12 hours whatever
 * happens, at sign-out, and when its account is disabled or signed out everywhere.
 */
export const STAFF_SESSION_MAX_MS = 12 * 3_600_000;
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
/** last_seen_at is written at most this often: a page of the back office makes several calls at once. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export async function openStaffSession(db: Database, staffId: string, from: { ip: string | null; userAgent: string | null }, nowMs: number) {
  const token = newToken();
  const csrfToken = newToken();
  const now = new Date(nowMs);
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    csrfToken,
    ip: from.ip,
    userAgent: from.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(nowMs + STAFF_SESSION_MAX_MS),
  });
  // Old sessions of anyone are swept here rather than by a timer: sign-ins are rare, the table stays small.
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(nowMs - STAFF_SESSION_MAX_MS))));
  await db.update(staffAccounts).set({ lastSignInAt: now }).where(eq(staffAccounts.id, staffId));
  return { token, csrfToken };
}

export type StaffSessionRow = { session: typeof staffSessions.$inferSelect; staff: typeof staffAccounts.$inferSelect };

/** The live session of this cookie and its enabled account, or null; a live session is marked as seen. */
export async function readStaffSession(db: Database, token: string, nowMs: number, idleMs = STAFF_SESSION_IDLE_MS): Promise<StaffSessionRow | null> {
  const [row] = await db
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date(nowMs))));
  if (!row) return null;
  if (row.staff.disabledAt || row.session.lastSeenAt.getTime() + idleMs <= nowMs) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, row.session.tokenHash));
    return null;
  }
  if (nowMs - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: new Date(nowMs) }).where(eq(staffSessions.tokenHash, row.session.tokenHash));
  }
  return row;
}

export async function closeStaffSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/**
 * Sign out everywhere, a disabled account, a new password, one-time codes turned on: every session of the account
 * ends, but for `keepTokenHash` (the session of the person who asked, when it is theirs).
 */
export async function closeAllStaffSessions(db: Pick<Database, 'delete'>, staffId: string, keepTokenHash?: string): Promise<number> {
  const which = keepTokenHash ? and(eq(staffSessions.staffId, staffId), ne(staffSessions.tokenHash, keepTokenHash)) : eq(staffSessions.staffId, staffId);
  const gone = await db.delete(staffSessions).where(which).returning({ tokenHash: staffSessions.tokenHash });
  return gone.length;
}
