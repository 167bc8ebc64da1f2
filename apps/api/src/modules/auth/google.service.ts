import type { Language, SessionUser } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/pg-errors';
import { GoogleSignInError, type GoogleProfile } from './google-client';
import { findUserByEmail, toSessionUser, type UserRow } from './users';

/**
 * The shop account of a Google identity (docs/decisions/009): the one linked to this Google subject;
 * else the account with the same e-mail, linked now only when Google vouches for the e-mail; else a
 * new account without a password.
 */
/** `language`: the shop's language, for the messages of an account made now (docs/product/messages.md). */
export async function signInWithGoogle(db: Database, profile: GoogleProfile, language: Language = 'en'): Promise<{ user: SessionUser; sessionVersion: number }> {
  let row: UserRow | undefined;
  // A second try settles a race with a parallel sign-in or sign-up of the same person.
  for (let attempt = 0; attempt < 2 && !row; attempt += 1) {
    try {
      row = await findOrLink(db, profile, language);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 1) throw error;
    }
  }
  if (!row) throw new GoogleSignInError('server_error', 'The account changed twice while signing in');
  return {
    user: { ...toSessionUser(row), given_name: profile.givenName, family_name: profile.familyName },
    sessionVersion: row.sessionVersion,
  };
}

async function findOrLink(db: Database, profile: GoogleProfile, language: Language): Promise<UserRow | undefined> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, profile.sub)).limit(1);
  if (linked) return refresh(db, linked, profile);
  if (!profile.email) throw new GoogleSignInError('no_email', 'Google shared no e-mail address');

  const existing = await findUserByEmail(db, profile.email);
  if (!existing) return create(db, profile, profile.email, language);
  // Anyone can create a Google-style identity claiming an address; only Google's own check counts.
  if (!profile.emailVerified) throw new GoogleSignInError('email_not_verified', 'Google does not vouch for the e-mail of an existing account');
  if (existing.googleSubject) throw new GoogleSignInError('account_conflict', 'The account is linked to another Google account');
  const [row] = await db
    .update(users)
    .set({
      googleSubject: profile.sub,
      emailVerified: true,
      picture: existing.picture ?? profile.picture,
      // The mailbox owner just proved themselves; whoever set a password on a never-verified address
      // did not (an attacker may have registered it first), so that password stops working.
      passwordHash: existing.emailVerified ? existing.passwordHash : null,
      // Sessions opened with that password end too (docs/decisions/027): a pre-registered account's token
      // must not read what the real owner saves from now on.
      ...(existing.passwordHash ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, existing.id), isNull(users.googleSubject)))
    .returning();
  return row;
}

async function create(db: Database, profile: GoogleProfile, email: string, language: Language): Promise<UserRow | undefined> {
  const name = profile.name ?? ([profile.givenName, profile.familyName].filter(Boolean).join(' ') || email.split('@')[0] || email);
  const [row] = await db
    .insert(users)
    .values({ email, name, googleSubject: profile.sub, picture: profile.picture, emailVerified: profile.emailVerified, language })
    .returning();
  return row;
}

/** A returning shopper: a new Google picture, and the e-mail counts as verified once Google says so. */
async function refresh(db: Database, row: UserRow, profile: GoogleProfile): Promise<UserRow> {
  const sameEmail = profile.email !== null && profile.email.toLowerCase() === row.email?.toLowerCase();
  const emailVerified = row.emailVerified || (sameEmail && profile.emailVerified);
  const picture = profile.picture ?? row.picture;
  if (emailVerified === row.emailVerified && picture === row.picture) return row;
  const [updated] = await db.update(users).set({ emailVerified, picture, updatedAt: new Date() }).where(eq(users.id, row.id)).returning();
  return updated ?? row;
}
