import {
  accountLinkUrl, EMAIL_RESTORE_PATH, EMAIL_VERIFICATION_PATH, maskEmail, PASSWORD_RESET_PATH, VERIFICATION_REMINDER_DAYS,
  type EmailRestoredAnswer, type Language, type PasswordResetInput, type Profile, type ProfileInput, type RegisterInput,
} from '@shop/shared';
import type { Database, Tx } from '../db/client';
import { AppError } from '../lib/errors';
import {
  closeLinks, hashLinkToken, issueLink, linkGone, markEmailVerified, readLink, restoreAddress, setPasswordFromReset, useLink,
} from '../modules/auth/account-links';
import { saveLanguage, saveProfile } from '../modules/account/profile.service';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, registerUser } from '../modules/auth/auth.service';
import { emailTaken, emailUsedByOther, findUserById, findUserByEmail, lockUser, type UserRow } from '../modules/auth/users';

import { cancelQueuedMessage, queueMessage } from '../modules/messages/outbox';

/**
 * The links the shop e-mails to a shopper (docs/decisions/047): 'Forgot password?' and the verification of a
 * new account's address. Each link and its message are written in one transaction through the outbox, so the
 * message exists exactly when the link does; the outbox keeps the link sealed and erases it once sent.
 */


/** Where the links point: the shop's public address (PUBLIC_URL), never a request's Host (docs/decisions/030). */
export interface LinkSettings {
  base: string;
}

/** The account's row, locked when asked (two resends at once queue one after the other). */
function accountOf(tx: Tx, userId: string, lock = false): Promise<UserRow | undefined> {
  return lock ? lockUser(tx, userId) : findUserById(tx, userId);
}

/** The reminder of an account: one per account, cancelled once the address is verified. */
const reminderKey = (userId: string) => `user:${userId}:email_verification_reminder`;
/** A key per link: two requests are two e-mails, a retry of one queueing is none. */
const linkKey = (userId: string, kind: string, token: string) => `user:${userId}:${kind}:${hashLinkToken(token).slice(0, 24)}`;

/** A verification link e-mailed now; with `remind`, the same link again after two days unless verified by then. */
async function sendVerification(tx: Tx, user: UserRow & { email: string }, links: LinkSettings, nowMs: number, remind: boolean): Promise<void> {
  const userId = user.id;
  const { token } = await issueLink(tx, user, 'email_verification', nowMs);
  const secret = { link: accountLinkUrl(links.base, EMAIL_VERIFICATION_PATH, token) };
  await queueMessage(tx, { kind: 'email_verification', userId, dedupeKey: linkKey(userId, 'email_verification', token), secret });
  if (remind) {
    await queueMessage(tx, {
      kind: 'email_verification_reminder',
      userId,
      dedupeKey: reminderKey(userId),
      secret,
      sendAfter: new Date(nowMs + VERIFICATION_REMINDER_DAYS * 86_400_000),
    });
  }
}

/**
 * Sign-up by e-mail and password: the account in the language of its messages, its verification e-mail and the
 * reminder, in one transaction.
 */
export async function signUpWithVerification(db: Database, input: RegisterInput, language: Language, links: LinkSettings, nowMs: number): Promise<UserRow> {
  return registerUser(db, input, async (tx, row) => {
    // Inside this transaction: the e-mail is never sent before the language it is written in is kept.
    await saveLanguage(tx, row.id, language);
    await sendVerification(tx, { ...row, email: input.email }, links, nowMs, true);
  });
}

/** The address is verified: no more links of it work, and the reminder that has not gone yet never will. */
async function verified(tx: Tx, userId: string, nowMs: number): Promise<void> {
  await closeLinks(tx, userId, 'email_verification', nowMs);
  await cancelQueuedMessage(tx, reminderKey(userId));
}

/**
 * Opening a verification link. A link used already (a second click, a mail scanner first) still says
 * 'verified' when the account is; an unknown or expired one is `invalid_link`.
 */
export async function verifyEmail(db: Database, token: string, nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    const used = await useLink(tx, token, 'email_verification', nowMs);
    if (used) {
      await markEmailVerified(tx, used.userId);
      await verified(tx, used.userId, nowMs);
      return;
    }
    const link = await readLink(tx, token, 'email_verification', nowMs);
    const user = link.state === 'unknown' ? undefined : await accountOf(tx, link.userId);
    if (!user?.emailVerified) throw linkGone('email_verification');
  });
}

/** 'Send the e-mail again' (the banner): a new link, unless the address is verified already. */
export async function resendVerification(db: Database, userId: string, links: LinkSettings, nowMs: number): Promise<{ sent: boolean; verified: boolean }> {
  return db.transaction(async (tx) => {
    const user = await accountOf(tx, userId, true);
    if (!user) throw new AppError(401, 'unauthorized', 'Please sign in again.');
    if (user.emailVerified) return { sent: false, verified: true };
    // An account made by phone has no address to verify until it adds one (docs/decisions/076).
    if (user.email === null) return { sent: false, verified: false };
    await sendVerification(tx, { ...user, email: user.email }, links, nowMs, false);
    return { sent: true, verified: false };
  });
}

/**
 * The profile saved from the account area. A new address gets its verification link at once, and the old one is
 * told of the change with a link that undoes it (an account taken over must not move away silently,
 * docs/decisions/051), both in the change's transaction; the old address's links stopped working with the change,
 * and so its reminder is dropped. `mayMail` is asked only when the address changes (the banner's hourly e-mails,
 * shared): past it, the profile is saved all the same and the new address is sent nothing (the banner's resend says
 * when to ask again). A verified old address is told all the same, past the count: its owner is proven, and whoever
 * took the account over must not be able to use up the hour's e-mails first and then move it silently. An
 * unverified one is told only within the count, so changing the address again and again mails no stranger.
 */
export async function saveProfileAndVerify(
  db: Database,
  userId: string,
  input: ProfileInput,
  links: LinkSettings,
  nowMs: number,
  mayMail: () => Promise<boolean>,
): Promise<Profile> {
  return saveProfile(db, userId, input, async (tx, user, previous) => {
    await cancelQueuedMessage(tx, reminderKey(userId));
    // Asked here, once the change is known to be one: a counter in Redis, while the account's row is held a moment.
    const mailing = await mayMail();
    if (mailing) await sendVerification(tx, user, links, nowMs, false);
    if (!mailing && !previous.verified) return;
    // An account made by phone adding its first address has no old one to tell (docs/decisions/076).
    if (previous.email === null) return;
    const { token } = await issueLink(tx, { id: userId, email: previous.email }, 'email_restore', nowMs);
    await queueMessage(tx, {
      kind: 'email_changed',
      userId,
      to: previous.email,
      dedupeKey: linkKey(userId, 'email_changed', token),
      data: { new_email: maskEmail(user.email) },
      secret: { link: accountLinkUrl(links.base, EMAIL_RESTORE_PATH, token) },
    });
  });
}

/**
 * Opening the link of an e-mail change's notice and pressing 'Restore' (docs/decisions/051): the account has the
 * address the link was sent to again, verified; every session ends, the one that changed it among them; links made
 * after this one (to the addresses it moved through) stop working, while older ones, nearer the first owner, still
 * work; and a fresh reset link lets the shopper set a new password at once, since whoever changed the address may
 * know the old one. An address another account has taken meanwhile is refused (409) and changes nothing.
 */
export async function restoreEmail(db: Database, token: string, nowMs: number): Promise<EmailRestoredAnswer & { userId: string }> {
  return db.transaction(async (tx) => {
    const used = await useLink(tx, token, 'email_restore', nowMs);
    if (!used) throw linkGone('email_restore');
    if (await emailUsedByOther(tx, used.email, used.userId)) throw emailTaken();
    const row = await restoreAddress(tx, used.userId, used.email);
    if (!row) throw linkGone('email_restore');
    await closeLinks(tx, row.id, 'email_restore', nowMs, used.createdAt);
    await closeLinks(tx, row.id, 'password_reset', nowMs);
    await verified(tx, row.id, nowMs);
    const reset = await issueLink(tx, { id: row.id, email: used.email }, 'password_reset', nowMs);
    return { userId: row.id, email: used.email, reset_token: reset.token };
  });
}

/**
 * 'Forgot password?': a reset link for the account of this address, if there is one. A Google-only account
 * gets one too: the link proves the mailbox, as Google did, and sets the account's first password
 * (docs/decisions/047). Nothing is said to the caller either way; `mail` false sends nothing (the account's
 * daily limit), also silently. The work for a known address is two inserts, no hashing, so the answer takes
 * about as long as for an unknown one.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  links: LinkSettings,
  nowMs: number,
  mayMail: (user: UserRow) => Promise<boolean>,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || !(await mayMail(user))) return;
  await db.transaction(async (tx) => {
    // Found by this address, so it has one.
    const { token } = await issueLink(tx, { id: user.id, email: user.email ?? email }, 'password_reset', nowMs);
    await queueMessage(tx, {
      kind: 'password_reset',
      userId: user.id,
      dedupeKey: linkKey(user.id, 'password_reset', token),
      secret: { link: accountLinkUrl(links.base, PASSWORD_RESET_PATH, token) },
    });
  });
}

/**
 * Whether a reset or restore link still works: its screen asks before the shopper types a new password or is
 * offered 'Restore', so nobody acts on a link that no longer works.
 */
export async function checkLink(db: Database, token: string, purpose: 'password_reset' | 'email_restore', nowMs: number): Promise<Date> {
  const link = await readLink(db, token, purpose, nowMs);
  if (link.state !== 'valid') throw linkGone(purpose);
  return link.expiresAt;
}

const tooCommon = () => new AppError(400, 'password_too_common', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });

/**
 * Sets the new password of a reset link, once: the link is used by a conditional update (a second use, or two
 * at once, find it used), the account's other reset links stop working, the address counts as verified, and
 * the session version is raised, so every session issued before ends. The row to sign the shopper in with.
 */
export async function resetPassword(db: Database, input: PasswordResetInput, nowMs: number): Promise<UserRow> {
  // A dead link is refused before the password costs any hashing.
  await checkLink(db, input.token, 'password_reset', nowMs);
  if (isCommonPassword(input.password)) throw tooCommon();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await useLink(tx, input.token, 'password_reset', nowMs);
    if (!used) throw linkGone('password_reset');
    const row = await setPasswordFromReset(tx, used.userId, passwordHash);
    if (!row) throw linkGone('password_reset');
    await closeLinks(tx, used.userId, 'password_reset', nowMs);
    await verified(tx, used.userId, nowMs);
    return row;
  });
}

/**
 * An address Google vouches for is verified (docs/decisions/009): the account's verification links stop
 * working and its reminder is dropped, as when the shopper opens the link.
 */
export async function settleVerification(db: Database, userId: string, nowMs: number): Promise<void> {
  await db.transaction((tx) => verified(tx, userId, nowMs));
}
