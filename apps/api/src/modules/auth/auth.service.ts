import { ErrorCode, PASSWORD_TOO_COMMON, type LoginInput, type RegisterInput } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { checkPassword, hashPassword, needsRehash } from './passwords';
import { emailTaken, findUserByEmail, type UserRow } from './users';

export const invalidCredentials = () => new AppError(401, ErrorCode.unauthorized, 'Invalid email or password.');

export async function registerUser(db: Database, input: RegisterInput): Promise<UserRow> {
  if (isCommonPassword(input.password)) {
    throw new AppError(400, PASSWORD_TOO_COMMON, COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  }
  // Checked first so a known address costs no hashing; the unique index still settles a race.
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db.insert(users).values({ name: input.name, email: input.email, passwordHash }).returning();
    return row!;
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
