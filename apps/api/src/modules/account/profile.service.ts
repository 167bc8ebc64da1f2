import type { Profile, ProfileInput } from '@shop/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, unauthorized } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';

const emailTaken = () => new AppError(409, 'conflict', 'Email already exists. Please use a different email.');

const columns = { name: users.name, email: users.email, phone: users.phone, birthday: users.birthday, gender: users.gender };
type Row = { name: string; email: string; phone: string | null; birthday: string | null; gender: string | null };
const toProfile = (row: Row): Profile => ({ ...row, gender: row.gender as Profile['gender'] });

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  // A valid token of an account that no longer exists is no session.
  if (!row) throw unauthorized();
  return toProfile(row);
}

export async function saveProfile(db: Database, userId: string, input: ProfileInput): Promise<Profile> {
  const email = input.email.toLowerCase();
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)))
    .limit(1);
  if (other) throw emailTaken();
  try {
    const [row] = await db
      .update(users)
      .set({
        ...input,
        // A changed address has not been confirmed by anyone (Google confirmed the old one).
        emailVerified: sql`${users.emailVerified} and lower(${users.email}) = ${email}`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning(columns);
    if (!row) throw unauthorized();
    return toProfile(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
