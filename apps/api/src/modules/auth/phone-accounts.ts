import type { Language } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { userPhones, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { UserRow } from './users';

/**
 * Accounts by phone (issue 25, docs/decisions/076): `user_phones` holds each verified mobile number and its one
 * account. A number is verified only by a code sent to it; a number typed into a profile or an order proves nothing,
 * so it never leads to an account.
 */

/** Every change of one number's account queues here (the same lock as its codes' limits, phone-codes.service.ts). */
export async function lockPhone(tx: Tx, phone: string): Promise<void> {
  // No builder word for an advisory lock: a first sign-in and a verification of the same number at once make one row.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${phone}`}))`);
}

/** The account that verified this number, if any. */
export async function accountOfPhone(db: Database | Tx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select({ user: users }).from(userPhones).innerJoin(users, eq(users.id, userPhones.userId)).where(eq(userPhones.phone, phone)).limit(1);
  return row?.user;
}

/** The account's verified number and when, or nulls. */
export async function verifiedPhoneOf(db: Database, userId: string): Promise<{ phone: string | null; verifiedAt: Date | null }> {
  const [row] = await db.select({ phone: userPhones.phone, verifiedAt: userPhones.verifiedAt }).from(userPhones).where(eq(userPhones.userId, userId)).limit(1);
  return { phone: row?.phone ?? null, verifiedAt: row?.verifiedAt ?? null };
}

/**
 * A new account for a number that has none: no e-mail and no password yet (it adds them from the account page), the
 * number verified and kept as its profile's mobile. Called under `lockPhone`.
 */
export async function createPhoneAccount(tx: Tx, input: { phone: string; name: string | undefined; language: Language; now: Date }): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ email: null, name: input.name ?? '', phone: input.phone, language: input.language, createdAt: input.now, updatedAt: input.now })
    .returning();
  await tx.insert(userPhones).values({ phone: input.phone, userId: row!.id, verifiedAt: input.now });
  return row!;
}

export const phoneInUse = () => new AppError(409, 'phone_in_use', 'Another account has verified this mobile number.');

/**
 * The signed-in account verified `phone` (called under `lockPhone`, after its code was right): it becomes the
 * account's one verified number (an earlier one is let go), and its profile's mobile when it had none. A number
 * another account verified is refused with 409 `phone_in_use`: it stays where it is.
 */
export async function recordVerifiedPhone(tx: Tx, userId: string, phone: string, now: Date): Promise<void> {
  const [holder] = await tx.select({ userId: userPhones.userId }).from(userPhones).where(eq(userPhones.phone, phone)).limit(1);
  if (holder && holder.userId !== userId) throw phoneInUse();
  if (holder) {
    await tx.update(userPhones).set({ verifiedAt: now }).where(eq(userPhones.phone, phone));
  } else {
    await tx.delete(userPhones).where(eq(userPhones.userId, userId));
    await tx.insert(userPhones).values({ phone, userId, verifiedAt: now });
  }
  await tx
    .update(users)
    .set({ phone: sql`coalesce(${users.phone}, ${phone})`, updatedAt: now })
    .where(eq(users.id, userId));
}
