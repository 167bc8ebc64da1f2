import type { ChangePasswordInput, LoginInput, RegisterInput } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { checkPassword, hashPassword, needsRehash } from './passwords';
import { emailTaken, findUserByEmail, type UserRow } from './users';

/** For the account module's profile: one refusal of an address in use, one check of it. */
// The users table is this module's: other modules change an account's row only through these (docs/decisions/061).
export { emailTaken, emailUsedByOther, writeBlock, writeLanguage, writeProfile } from './users';

export const invalidCredentials = () => new AppError(401, 'unauthorized', 'Invalid email or password.');

const tooCommon = (field: string) => new AppError(400, 'password_too_common', COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });


/**
 * A new account. `created` runs in the transaction that inserts it (the workflow queues the verification
 * e-mail there, docs/decisions/047), so the account exists exactly when its e-mail does.
 */
export async function registerUser(db: Database, input: RegisterInput, created?: (tx: Tx, row: UserRow) => Promise<void>): Promise<UserRow> {
  if (isCommonPassword(input.password)) throw tooCommon('password');
  // Checked first so a known address costs no hashing; the unique index still settles a race.
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ name: input.name, email: input.email, passwordHash }).returning();
      await created?.(tx, row!);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The user whose password matches, else null: unknown e-mail, Google-only account and wrong password look alike. */
export async function checkCredentials(db: Database, input: LoginInput): Promise<UserRow | null> {
  const user = await findUserByEmail(db, input.email);
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!user || !ok) return null;
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(users.id, user.id));
  }
  return user;
}

const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
/** 400, not 401: a mistyped password must not end the session it was typed in. */
export const wrongCurrentPassword = () => new AppError(400, 'validation_error', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
const noPasswordToChange = () =>
  new AppError(409, 'conflict', 'This account signs in with Google and has no password to change.');

/**
 * Checks the current password of a signed-in account (for the route to throttle, like a login), then sets the
 * new one and raises the session version in one statement: every other session ends (docs/decisions/027).
 * Undefined when the current password is wrong.
 */
export async function changePassword(db: Database, user: UserRow, input: ChangePasswordInput): Promise<UserRow | undefined> {
  // A Google-only account gets no password from a token alone: a stolen token would become a lasting password.
  if (!user.passwordHash) throw noPasswordToChange();
  if (!(await checkPassword(user.passwordHash, input.currentPassword))) return undefined;
  if (isCommonPassword(input.newPassword)) throw tooCommon('newPassword');
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    // A change made meanwhile elsewhere (or Google dropping the password) wins; this one is refused as stale.
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning();
  return row ?? undefined;
}

/** Password hashing and the common-password list, for the staff accounts' sign-in (modules/staff). */
export { checkPassword, hashPassword, needsRehash } from './passwords';
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
