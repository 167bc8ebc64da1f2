import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './credentials';

/**
 * 'Forgot password?' and e-mail verification (docs/decisions/047): the links the shop e-mails, the requests
 * that use them and their answers. The token travels in the link's fragment (`#token=…`), which a browser
 * never sends to a server, so it reaches no request log, proxy or Referer; the screen posts it in a body.
 */

/** A reset link works for 30 minutes, once. */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/** A verification link works for 7 days: longer than the reminder's wait, so the reminder's link still works. */
export const EMAIL_VERIFICATION_LINK_DAYS = 7;
/**
 * The link to undo an e-mail change, sent to the address the account had: 7 days, so a shopper back from a week
 * away can still take the account back.
 */
export const EMAIL_RESTORE_LINK_DAYS = 7;
/** The gentle reminder goes out two days after sign-up, unless the address was verified meanwhile. */
export const VERIFICATION_REMINDER_DAYS = 2;

/** The web app's screens the links open. */
export const PASSWORD_RESET_PATH = '/auth/reset-password';
export const EMAIL_VERIFICATION_PATH = '/auth/verify-email';
export const EMAIL_RESTORE_PATH = '/auth/restore-email';
/** An address shown to its former mailbox: enough to recognise, not to learn (`na…@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}
/** The address a link opens: the screen, with the token in the fragment. */
export const accountLinkUrl = (base: string, path: string, token: string) =>
  `${base.replace(/\/+$/, '')}${path}#${new URLSearchParams({ token })}`;

/** 32 random bytes in base64url: 43 characters; anything else is no token of ours. */
export const LinkTokenSchema = z
  .string({ error: 'The link is not complete.' })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, 'The link is not complete.');

/** POST /auth/password-reset: always 202 `{ requested: true }`, whether or not the address has an account. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema }).strict();
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestSchema>;
export const PasswordResetRequestAnswerSchema = z.object({ requested: z.literal(true) });

/** POST /auth/password-reset/check and /auth/email-restore/check: 200 `{ valid: true, expires_at }`, or 400 `invalid_link`. */
export const LinkTokenInputSchema = z.object({ token: LinkTokenSchema }).strict();
export type LinkTokenInput = z.infer<typeof LinkTokenInputSchema>;
export const LinkCheckAnswerSchema = z.object({ valid: z.literal(true), expires_at: z.string() });

/** POST /auth/password-reset/confirm: the new password follows the sign-up rules; answers a new session. */
export const PasswordResetSchema = z.object({ token: LinkTokenSchema, password: PasswordSchema }).strict();
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;

/**
 * POST /auth/email-restore (a link's token): the address the link was sent to is the account's again, every session
 * has ended, and `reset_token` is a fresh password-reset link's token for that address, so the shopper sets a new
 * password at once (whoever changed the address may know the old one).
 */
export const EmailRestoredAnswerSchema = z.object({ email: z.string(), reset_token: LinkTokenSchema });
export type EmailRestoredAnswer = z.infer<typeof EmailRestoredAnswerSchema>;

/** POST /auth/verify-email (a link's token) and POST /auth/verify-email/resend (signed in). */
export const EmailVerifiedAnswerSchema = z.object({ verified: z.literal(true) });
export const VerificationResendAnswerSchema = z.object({ sent: z.boolean(), verified: z.boolean() });
export type VerificationResendAnswer = z.infer<typeof VerificationResendAnswerSchema>;
