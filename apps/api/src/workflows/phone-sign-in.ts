import type { Language, PhoneCodeSent, PhoneSignInInput } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { RateLimitedError } from '../lib/rate-gate';
import { CODE_MINUTES, checkPhoneCode, issuePhoneCode } from '../modules/auth/phone-codes.service';
import { accountOfPhone, createPhoneAccount, lockPhone, recordVerifiedPhone } from '../modules/auth/phone-accounts';
import type { UserRow } from '../modules/auth/users';
import type { MessageChannels } from '../modules/messages/channels/index';
import { sendPhoneCode } from '../modules/messages/phone-code.service';

/**
 * Signing in by phone (issue 25, docs/decisions/076): a one-time code by SMS, then the account of the number, made
 * on first use. A code is asked the same way for every number, with or without an account, and its answer is the
 * same: what tells a known number from a new one is only the code, which reaches only the number's owner.
 */

/** Seconds before the screen offers 'Send a new code': shorter than a code's life, long enough for a slow SMS. */
export const RESEND_AFTER_SECONDS = 60;
/** When the shop cannot send an SMS: try again in a moment. */
export const SMS_RETRY_AFTER_SECONDS = 60;

export class SmsUnavailableError extends AppError {
  readonly retryAfterSeconds = SMS_RETRY_AFTER_SECONDS;
  constructor() {
    super(503, 'sms_unavailable', 'We could not send the SMS just now. Please try again in a minute.');
  }
}

export const wrongCode = () => new AppError(400, 'phone_code_wrong', 'That code is not right. Check the SMS and try again.');
export const expiredCode = () => new AppError(400, 'phone_code_expired', 'This code no longer works. Ask for a new one.');

/**
 * A sign-in code for `phone`, sent by SMS at once. The limits (per number, per address, per day: counted in the
 * database under the number's lock) answer 429 with when to ask again, alike for every number. The code is not kept
 * plain and goes nowhere but the SMS: no log, no answer.
 */
export async function sendSignInCode(
  db: Database,
  channels: MessageChannels,
  input: { phone: string; ip: string | null; language: Language; now: Date },
): Promise<PhoneCodeSent> {
  // No SMS channel: refused before a code is made, so a shop without SMS spends nobody's limit.
  if (!channels.sms) throw new SmsUnavailableError();
  const issued = await db.transaction((tx) => issuePhoneCode(tx, { phone: input.phone, purpose: 'sign_in', ip: input.ip, now: input.now }));
  if ('refused' in issued) {
    throw new RateLimitedError(issued.retryAfterSeconds, 'Too many codes were asked for. Please wait and try again.');
  }
  const sent = await sendPhoneCode(channels, {
    codeId: issued.id, phone: input.phone, code: issued.code, minutes: CODE_MINUTES, purpose: 'sign_in', language: input.language,
  });
  if (sent !== 'sent') throw new SmsUnavailableError();
  return { sent: true, expires_in_seconds: CODE_MINUTES * 60, resend_after_seconds: RESEND_AFTER_SECONDS };
}

/**
 * The code typed for `phone`: right, it is spent and the number's account signs in (the account that verified the
 * number, an e-mail account among them, else a new one made now with the name given); wrong or dead, 400 with its
 * own code. One transaction under the number's lock: two first sign-ins at once make one account.
 */
export async function signInWithPhoneCode(
  db: Database,
  input: PhoneSignInInput & { language: Language; now: Date },
): Promise<{ user: UserRow; created: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    await lockPhone(tx, input.phone);
    const checked = await checkPhoneCode(tx, { phone: input.phone, purpose: 'sign_in', code: input.code, now: input.now });
    if (checked !== 'ok') return checked;
    const known = await accountOfPhone(tx, input.phone);
    if (known) return { user: known, created: false };
    return { user: await createPhoneAccount(tx, { phone: input.phone, name: input.name, language: input.language, now: input.now }), created: true };
  });
  // Thrown after the transaction: a wrong try is counted (committed), not rolled back with the refusal.
  if (outcome === 'wrong') throw wrongCode();
  if (outcome === 'expired') throw expiredCode();
  return outcome;
}

/**
 * A signed-in account verifying a number from its account page: the same code (purpose 'sign_in': it proves the
 * same thing, that the caller holds the number). Right, the number becomes the account's verified one, and from
 * then on signs into it; a number another account verified is 409 `phone_in_use`, nothing moves.
 */
export async function verifyAccountPhone(db: Database, input: { userId: string; phone: string; code: string; now: Date }): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    await lockPhone(tx, input.phone);
    const checked = await checkPhoneCode(tx, { phone: input.phone, purpose: 'sign_in', code: input.code, now: input.now });
    if (checked !== 'ok') return checked;
    const holder = await accountOfPhone(tx, input.phone);
    if (holder && holder.id !== input.userId) return 'in_use' as const;
    await recordVerifiedPhone(tx, input.userId, input.phone, input.now);
    return 'ok' as const;
  });
  if (outcome === 'wrong') throw wrongCode();
  if (outcome === 'expired') throw expiredCode();
  if (outcome === 'in_use') throw new AppError(409, 'phone_in_use', 'Another account has verified this mobile number.');
}
