import { z } from 'zod';
import { PhoneSchema } from '../account/profile';
import { NameSchema } from './credentials';

/**
 * Signing in with a Bangladeshi mobile number and a one-time SMS code (issue 25, docs/decisions/076): the same
 * schemas check the form and the API. The code is six digits; the name is taken only when the number makes a new
 * account (asked of everyone who wants to give it, so the form never tells whether the number has an account).
 */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MESSAGE = 'Please enter the 6-digit code from the SMS.';

export const PhoneCodeSchema = z
  .string({ error: PHONE_CODE_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, PHONE_CODE_MESSAGE);

/** POST /auth/phone/code (and /auth/phone/verify-code, signed in): send a code to this number. */
export const PhoneCodeRequestSchema = z.object({ phone: PhoneSchema }).strict();
export type PhoneCodeRequest = z.infer<typeof PhoneCodeRequestSchema>;

/** The same answer for every number: whether it has an account is never said. */
export const PhoneCodeSentSchema = z.object({
  sent: z.literal(true),
  /** How long the code works. */
  expires_in_seconds: z.number().int(),
  /** When the screen may offer 'Send a new code'. */
  resend_after_seconds: z.number().int(),
});
export type PhoneCodeSent = z.infer<typeof PhoneCodeSentSchema>;

/** POST /auth/phone/sign-in: the number, its code, and a name for a new account (optional). */
export const PhoneSignInSchema = z
  .object({
    phone: PhoneSchema,
    code: PhoneCodeSchema,
    name: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), NameSchema.optional()),
  })
  .strict();
export type PhoneSignInInput = z.infer<typeof PhoneSignInSchema>;

/** POST /auth/phone/verify (signed in): the account's verified number becomes this one. */
export const PhoneVerifySchema = z.object({ phone: PhoneSchema, code: PhoneCodeSchema }).strict();
export type PhoneVerifyInput = z.infer<typeof PhoneVerifySchema>;

/** GET /auth/phone/status: whether this shop can send SMS codes (the screen offers phone sign-in only then). */
export const PhoneSignInStatusSchema = z.object({ enabled: z.boolean() }).strict();
export type PhoneSignInStatus = z.infer<typeof PhoneSignInStatusSchema>;

/** GET /auth/phone (signed in): the account's verified number, if any. */
export const VerifiedPhoneSchema = z.object({ phone: z.string().nullable(), verified_at: z.string().nullable() });
export type VerifiedPhone = z.infer<typeof VerifiedPhoneSchema>;
