import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { NewStaffAccountInput, StaffAccount, StaffAccountChangeInput, StaffRole } from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { staffAccounts, staffLinks } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit, type StaffActor } from '../audit/audit.service';
import { checkPassword, COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../auth/auth.service';
import { checkTotp } from './totp';
import { sealTotpSecret, type TotpKey } from './totp-secret';
import { closeAllStaffSessions, hashToken } from './staff-sessions';

/**
 * Staff accounts (docs/decisions/037): apart from shoppers, argon2id passwords, a role each. Owners manage
 * them in the back office; the first owner comes from the command line. Every change is in the audit log,
 * in the transaction that makes it.
 */
export type StaffRow = typeof staffAccounts.$inferSelect;

/** A one-time link to set a password is good for a day. */
const LINK_MS = 24 * 3_600_000;

export function toStaffAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    disabled: row.disabledAt !== null,
    totp_required: row.totpRequired,
    totp_enrolled: row.totpSecret !== null,
    has_password: row.passwordHash !== null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: never its password or secret. */
const audited = (row: StaffRow) => {
  const { id: _id, created_at: _c, last_sign_in_at: _l, ...rest } = toStaffAccount(row);
  return rest;
};

export async function listStaff(db: Database): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.email));
  return rows.map(toStaffAccount);
}

export async function findStaff(db: Database, id: string): Promise<StaffRow> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  if (!row) throw notFound('No such staff account.');
  return row;
}

export const findStaffByEmail = async (db: Database, email: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staffAccounts).where(sql`lower(${staffAccounts.email}) = lower(${email.trim()})`))[0];

function refuseCommon(password: string) {
  if (isCommonPassword(password)) throw new AppError(400, 'password_too_common', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
}


/** The account's links not used yet are closed (expire now; the retention sweep forgets them later). */
async function closeOpenLinks(tx: Tx, staffId: string, nowMs: number): Promise<void> {
  await tx
    .update(staffLinks)
    .set({ expiresAt: new Date(nowMs) })
    .where(and(eq(staffLinks.staffId, staffId), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, new Date(nowMs))));
}

/** A new link is the account's only one: every earlier link not used yet stops working (docs/decisions/053). */
async function newLink(tx: Tx, staffId: string, nowMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await closeOpenLinks(tx, staffId, nowMs);
  await tx.insert(staffLinks).values({ tokenHash: hashToken(token), staffId, expiresAt: new Date(nowMs + LINK_MS) });
  return token;
}

/** Adds an account; without a password, the answer carries a one-time link's token for the person to set one. */
export async function addStaff(db: Database, actor: StaffActor, input: NewStaffAccountInput, nowMs = Date.now()): Promise<{ account: StaffAccount; linkToken: string | null }> {
  if (input.password !== undefined) refuseCommon(input.password);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(staffAccounts).values({ email: input.email, name: input.name, role: input.role, passwordHash }).returning();
      const linkToken = passwordHash === null ? await newLink(tx, row!.id, nowMs) : null;
      await recordAudit(tx, actor, { action: 'staff.add', entityType: 'staff', entityId: row!.id, after: audited(row!) });
      return { account: toStaffAccount(row!), linkToken };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = 'A staff account with this e-mail exists already.';
      throw new AppError(409, 'conflict', message, { email: message });
    }
    throw error;
  }
}

/**
 * Role, disabled, one-time codes required. The shop always keeps an enabled owner: the owners' rows are
 * locked first, so two owners demoting each other at once cannot both succeed. Disabling ends every
 * session of the account at once; turning codes on ends them too (but `keepTokenHash`, the asking owner's own
 * session), since they were opened without a code (docs/decisions/053); turning codes off forgets the secret.
 */
export async function changeStaff(db: Database, actor: StaffActor, id: string, change: StaffAccountChangeInput, keepTokenHash?: string): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const owners = await tx.select().from(staffAccounts).where(eq(staffAccounts.role, 'owner')).for('update');
    const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    if (!before) throw notFound('No such staff account.');
    const role = change.role ?? before.role;
    const disabled = change.disabled ?? before.disabledAt !== null;
    const ownerLeft = owners.some((o) => o.id !== id && o.disabledAt === null) || (role === 'owner' && !disabled);
    if (!ownerLeft) throw new AppError(409, 'last_owner', 'The shop needs at least one owner who can sign in: add or enable another owner first.');
    const [after] = await tx
      .update(staffAccounts)
      .set({
        role,
        disabledAt: disabled ? (before.disabledAt ?? new Date()) : null,
        ...(change.totp_required !== undefined ? { totpRequired: change.totp_required } : {}),
        ...(change.totp_required === false ? { totpSecret: null, totpLastStep: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(staffAccounts.id, id))
      .returning();
    if (disabled) await closeAllStaffSessions(tx, id);
    else if (change.totp_required === true && !before.totpRequired) await closeAllStaffSessions(tx, id, keepTokenHash);
    await recordAudit(tx, actor, { action: 'staff.change', entityType: 'staff', entityId: id, before: audited(before), after: audited(after!) });
    return toStaffAccount(after!);
  });
}

/** A new one-time link: the old password stops working and every session ends (a lost password, a leaver's handover). */
export async function resetStaffLink(db: Database, actor: StaffActor, id: string, nowMs = Date.now()): Promise<{ account: StaffAccount; linkToken: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staffAccounts).set({ passwordHash: null, updatedAt: new Date() }).where(eq(staffAccounts.id, id)).returning();
    if (!row) throw notFound('No such staff account.');
    await closeAllStaffSessions(tx, id);
    const linkToken = await newLink(tx, id, nowMs);
    await recordAudit(tx, actor, { action: 'staff.link', entityType: 'staff', entityId: id });
    return { account: toStaffAccount(row), linkToken };
  });
}

/** Ends every session of the account (an owner's "sign out" of someone, or the person's "sign out everywhere"). */
export async function signOutStaffEverywhere(db: Database, actor: StaffActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.id, id));
    if (!row) throw notFound('No such staff account.');
    const ended = await closeAllStaffSessions(tx, id);
    await recordAudit(tx, actor, { action: 'staff.sign_out', entityType: 'staff', entityId: id, after: { sessions_ended: ended } });
  });
}

const LINK_GONE = 'This link has expired or was used already. Ask an owner for a new one.';

/** Sets the password of a one-time link, once; earlier sessions of the account end. `ip`: where the link was used. */
export async function setPasswordFromLink(db: Database, token: string, password: string, nowMs = Date.now(), ip: string | null = null): Promise<StaffRow> {
  refuseCommon(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffLinks)
      .set({ usedAt: new Date(nowMs) })
      .where(and(eq(staffLinks.tokenHash, hashToken(token)), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, new Date(nowMs))))
      .returning();
    if (!link) throw new AppError(401, 'unauthorized', LINK_GONE);
    const [row] = await tx.update(staffAccounts).set({ passwordHash, updatedAt: new Date() }).where(and(eq(staffAccounts.id, link.staffId), isNull(staffAccounts.disabledAt))).returning();
    if (!row) throw new AppError(401, 'unauthorized', LINK_GONE);
    await closeOpenLinks(tx, row.id, nowMs);
    await closeAllStaffSessions(tx, row.id);
    await recordAudit(tx, { kind: 'staff', staffId: row.id, label: row.email, ip }, { action: 'staff.password_set', entityType: 'staff', entityId: row.id });
    return row;
  });
}

export const wrongStaffCredentials = () => new AppError(401, 'unauthorized', 'Wrong e-mail or password.');

/** The account of these credentials, or null: unknown e-mail, wrong password and disabled account alike. */
export async function checkStaffCredentials(db: Database, email: string, password: string): Promise<StaffRow | null> {
  const row = await findStaffByEmail(db, email);
  const ok = await checkPassword(row?.passwordHash, password);
  return ok && row && row.disabledAt === null ? row : null;
}

const wrongCode = () => new AppError(401, 'invalid_code', 'That code is wrong or was used already. Enter the code your app shows now.', { code: 'That code is wrong or was used already.' });
const ENROLMENT_GONE = 'This set-up has expired: sign in again.';

/**
 * The end of an enrolment: the first code from the app proves the secret was scanned, and the secret is kept, only
 * while the account has none. So an enrolment dies with it: a second one of the same sign-in, or a stale one kept
 * from before, is refused and never replaces the enrolled secret (docs/decisions/053). The account's other sessions
 * end (they were opened without a code), and the audit log says so, with the address. The secret is kept sealed.
 */
export async function enrolStaffCode(db: Database, key: TotpKey, staffId: string, secret: string, code: string, ip: string | null, nowMs = Date.now()): Promise<StaffRow> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId));
  if (!row || row.disabledAt || !row.totpRequired || row.totpSecret !== null) throw new AppError(401, 'unauthorized', ENROLMENT_GONE);
  const step = await checkTotp(secret, code, null, nowMs);
  if (step === null) throw wrongCode();
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(staffAccounts)
      .set({ totpSecret: sealTotpSecret(key, staffId, secret), totpLastStep: step, updatedAt: new Date(nowMs) })
      .where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.totpSecret), eq(staffAccounts.totpRequired, true), isNull(staffAccounts.disabledAt)))
      .returning();
    if (!saved) throw new AppError(401, 'unauthorized', ENROLMENT_GONE);
    const ended = await closeAllStaffSessions(tx, staffId);
    await recordAudit(tx, { kind: 'staff', staffId, label: saved.email, ip }, { action: 'staff.totp_enrolled', entityType: 'staff', entityId: staffId, after: { sessions_ended: ended } });
    return saved;
  });
}

/** Accepts a one-time code of the enrolled account (its secret, `secret`) once (the step is kept), or refuses it. */
export async function useStaffCode(db: Database, row: StaffRow, secret: string, code: string, nowMs = Date.now()): Promise<void> {
  const step = await checkTotp(secret, code, row.totpLastStep, nowMs);
  if (step === null) throw wrongCode();
  // The condition makes two sign-ins racing with one code succeed once.
  const [saved] = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, row.id), sql`coalesce(${staffAccounts.totpLastStep}, -1) < ${step}`))
    .returning({ id: staffAccounts.id });
  if (!saved) throw wrongCode();
}

/** Staff's one-time links that stopped working before `before`, deleted `batch` at a time (docs/decisions/048); how many went. */
export function forgetExpiredStaffLinks(db: Database, before: Date, batch: number): Promise<number> {
  return deleteInBatches(db, staffLinks, staffLinks.tokenHash, lt(staffLinks.expiresAt, before), batch);
}
