import { z } from 'zod';
import { singleLine } from '../input/text';

/**
 * One schema per concept, used by the sign-in forms and by the API alike.
 * Messages here are the API's English fallbacks; the screens show catalogue texts chosen by `fields` keys.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. Never truncated. */
export const PASSWORD_MAX_LENGTH = 256;

/** Texts of the name and email rules; each has its field code (field-codes.ts). */
export const CREDENTIAL_MESSAGES = {
  nameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
} as const;

export const EmailSchema = z
  .string({ error: CREDENTIAL_MESSAGES.emailRequired })
  .trim()
  .min(1, CREDENTIAL_MESSAGES.emailRequired)
  .max(254, CREDENTIAL_MESSAGES.emailInvalid)
  .pipe(z.email({ error: CREDENTIAL_MESSAGES.emailInvalid }));

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const NameSchema = singleLine(CREDENTIAL_MESSAGES.nameRequired)
  .min(1, CREDENTIAL_MESSAGES.nameRequired)
  .max(100, 'Name must be at most 100 characters.');

export const RegisterSchema = z.object({ name: NameSchema, email: EmailSchema, password: PasswordSchema }).strict();
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Login checks presence only: a rule change must never lock out an account made under the old rules. */
export const LoginSchema = z
  .object({
    email: EmailSchema,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type LoginInput = z.infer<typeof LoginSchema>;

/**
 * A password change (POST /api/v1/auth/password): the current password proves the shopper is at the keyboard,
 * not only someone holding a token. The new one follows the sign-up rules.
 */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
    newPassword: PasswordSchema,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
