import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { phoneCodes } from '../../db/schema/index';
import { keyedDigest, sameDigest } from '../../lib/keyed-digest';

/**
 * One-time codes sent by SMS (issue 25): signing in by phone ('sign_in') and confirming a risky cash order
 * ('order'). Six digits, kept only as a keyed digest, single-use, alive CODE_MINUTES, CODE_TRIES wrong tries at most,
 * and limited per number, per address, per day and per order, counted in the database under a lock on the number so
 * several processes cannot both let a caller past a limit. The caller sends the code (it is never stored plain).
 */
export type PhoneCodePurpose = 'sign_in' | 'order';

export const CODE_MINUTES = 5;
export const CODE_TRIES = 5;
export const CODE_LIMITS = {
  /** Codes for one number and purpose in a quarter of an hour, and in a day. */
  perPhoneQuarter: 3,
  perPhoneDay: 10,
  /** Codes asked from one address in an hour, and in a day (all numbers): one address cannot walk many numbers. */
  perAddressHour: 10,
  perAddressDay: 30,
  /** Codes for one order, ever. */
  perOrder: 5,
} as const;

export interface IssuedCode {
  id: string;
  /** Plain, for the caller to send; never stored. */
  code: string;
  expiresAt: Date;
}

/** Which limit refused a new code, and when the caller may ask again. */
export interface CodeRefused {
  refused: 'phone' | 'address' | 'order';
  retryAfterSeconds: number;
}

const digestOf = (id: string, code: string) => keyedDigest(`phone-code:${id}:${code}`);

/** A new code for `phone` (01XXXXXXXXX), or which limit refused it. Earlier unused codes of the same kind stop working. */
export async function issuePhoneCode(
  tx: Tx,
  input: { phone: string; purpose: PhoneCodePurpose; orderId?: string; ip: string | null; now?: Date },
): Promise<IssuedCode | CodeRefused> {
  const now = input.now ?? new Date();
  // No builder word for an advisory lock: every code of one number queues here, so the counts below hold.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${input.phone}`}))`);
  const since = (ms: number) => new Date(now.getTime() - ms);
  const countWhere = async (where: ReturnType<typeof and>) => (await tx.select({ n: count() }).from(phoneCodes).where(where))[0]?.n ?? 0;
  const samePhone = and(eq(phoneCodes.phone, input.phone), eq(phoneCodes.purpose, input.purpose));
  if (input.orderId && (await countWhere(eq(phoneCodes.orderId, input.orderId))) >= CODE_LIMITS.perOrder) {
    return { refused: 'order', retryAfterSeconds: 24 * 3600 };
  }
  if ((await countWhere(and(samePhone, gt(phoneCodes.createdAt, since(15 * 60_000))))) >= CODE_LIMITS.perPhoneQuarter) {
    return { refused: 'phone', retryAfterSeconds: 15 * 60 };
  }
  if ((await countWhere(and(samePhone, gt(phoneCodes.createdAt, since(24 * 3600_000))))) >= CODE_LIMITS.perPhoneDay) {
    return { refused: 'phone', retryAfterSeconds: 24 * 3600 };
  }
  if (input.ip && (await countWhere(and(eq(phoneCodes.ip, input.ip), gt(phoneCodes.createdAt, since(3600_000))))) >= CODE_LIMITS.perAddressHour) {
    return { refused: 'address', retryAfterSeconds: 3600 };
  }
  if (input.ip && (await countWhere(and(eq(phoneCodes.ip, input.ip), gt(phoneCodes.createdAt, since(24 * 3600_000))))) >= CODE_LIMITS.perAddressDay) {
    return { refused: 'address', retryAfterSeconds: 24 * 3600 };
  }
  // Only the newest code works: the ones before it are spent.
  await tx
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(samePhone, isNull(phoneCodes.usedAt), input.orderId ? eq(phoneCodes.orderId, input.orderId) : isNull(phoneCodes.orderId)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
  await tx.insert(phoneCodes).values({
    id, phone: input.phone, purpose: input.purpose, orderId: input.orderId ?? null, codeHash: digestOf(id, code), expiresAt, ip: input.ip, createdAt: now,
  });
  return { id, code, expiresAt };
}

/**
 * Checks a code typed by the caller against the newest live code of the number (and order): 'ok' spends it; 'wrong'
 * counts a try (the code is spent after CODE_TRIES); 'expired' when there is no live code (none, used, timed out or
 * tried too often). The caller words all but 'ok' alike to a stranger.
 */
export async function checkPhoneCode(
  tx: Tx,
  input: { phone: string; purpose: PhoneCodePurpose; orderId?: string; code: string; now?: Date },
): Promise<'ok' | 'wrong' | 'expired'> {
  const now = input.now ?? new Date();
  const [live] = await tx
    .select({ id: phoneCodes.id, codeHash: phoneCodes.codeHash, tries: phoneCodes.tries })
    .from(phoneCodes)
    .where(and(
      eq(phoneCodes.phone, input.phone), eq(phoneCodes.purpose, input.purpose),
      input.orderId ? eq(phoneCodes.orderId, input.orderId) : isNull(phoneCodes.orderId),
      isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now),
    ))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  if (!live || live.tries >= CODE_TRIES) return 'expired';
  if (/^\d{6}$/.test(input.code) && sameDigest(`phone-code:${live.id}:${input.code}`, live.codeHash)) {
    await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, live.id));
    return 'ok';
  }
  const tries = live.tries + 1;
  await tx.update(phoneCodes).set({ tries, ...(tries >= CODE_TRIES ? { usedAt: now } : {}) }).where(eq(phoneCodes.id, live.id));
  return 'wrong';
}
