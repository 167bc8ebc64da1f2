import { LANGUAGES, type Language, type Profile, type ProfileInput } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { unauthorized } from '../../lib/errors';
import { emailTaken, emailUsedByOther, writeLanguage, writeProfile } from '../auth/auth.service';
import { isUniqueViolation } from '../../lib/pg-errors';

const columns = { name: users.name, email: users.email, phone: users.phone, birthday: users.birthday, gender: users.gender };
type Row = { name: string; email: string | null; phone: string | null; birthday: string | null; gender: string | null };
/** The five fields of the answer, picked one by one: the account's row holds much that no answer may. */
const toProfile = (row: Row): Profile => ({
  name: row.name, email: row.email, phone: row.phone, birthday: row.birthday, gender: row.gender as Profile['gender'],
});

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  // A valid token of an account that no longer exists is no session.
  if (!row) throw unauthorized();
  return toProfile(row);
}


/**
 * Saves the profile. A changed address (not merely its letter case) counts as not verified, and `onNewAddress`
 * runs in the same transaction with the account as it now is and the address it had: the verification e-mail exists exactly when the
 * change does (workflows/account-mail).
 */
export async function saveProfile(
  db: Database,
  userId: string,
  input: ProfileInput,
  onNewAddress?: (tx: Tx, user: typeof users.$inferSelect & { email: string }, previous: { email: string | null; verified: boolean }) => Promise<void>,
): Promise<Profile> {
  // Left out (an account made by phone, docs/decisions/076): the address stays as it is, none or the one it has.
  const email = input.email?.toLowerCase();
  if (email !== undefined && (await emailUsedByOther(db, email, userId))) throw emailTaken();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId)).for('update');
      // A valid token of an account that no longer exists is no session.
      if (!before) throw unauthorized();
      const row = await writeProfile(tx, userId, input, email);
      if (!row) throw unauthorized();
      if (onNewAddress && email !== undefined && row.email !== null && before.email?.toLowerCase() !== email) await onNewAddress(tx, { ...row, email: row.email }, before);
      return toProfile(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The language the shop was shown in, from the `lang` cookie the web app keeps (English when none). */
export function cookieLanguage(value: string | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? 'en';
}

/** The language of the account's messages (e-mail, SMS): set at sign-up and when a signed-in shopper switches. */
export async function saveLanguage(db: Database, userId: string, language: Language): Promise<{ language: Language }> {
  if (!(await writeLanguage(db, userId, language))) throw unauthorized();
  return { language };
}
