import { z } from 'zod';
import { singleLine } from '../input/text';

/**
 * One schema per concept, used by the sign-in forms and by the API alike.
 * Messages here are the API's English fallbacks; the screens show catalogue texts chosen by `fields` keys.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. Never truncated. */
export const PASSWORD_MAX_LENGTH = 256;

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const NameSchema = singleLine('Full Name is required')
  .min(1, 'Full Name is required')
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
