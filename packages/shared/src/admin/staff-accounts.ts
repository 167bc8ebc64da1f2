import { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema } from '../auth/credentials';
import { StaffRoleSchema } from './session';

/** Staff accounts, managed by owners at /admin/staff (docs/decisions/037). Times are ISO strings. */
export const StaffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  disabled: z.boolean(),
  /** An owner asked for one-time codes at sign-in. */
  totp_required: z.boolean(),
  /** The person has set up their authenticator app. */
  totp_enrolled: z.boolean(),
  /** A password is set (else the account waits for its one-time link). */
  has_password: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffAccountListSchema = z.object({ staff: z.array(StaffAccountSchema) });
export type StaffAccountList = z.infer<typeof StaffAccountListSchema>;

/** POST /admin/staff: with a password, or without one to get a one-time link for the person to set it. */
export const NewStaffAccountSchema = z
  .object({ email: EmailSchema, name: NameSchema, role: StaffRoleSchema, password: PasswordSchema.optional() })
  .strict();
export type NewStaffAccountInput = z.infer<typeof NewStaffAccountSchema>;

/** PATCH /admin/staff/{id}: any of role, disabled, totp_required. */
export const StaffAccountChangeSchema = z
  .object({ role: StaffRoleSchema.optional(), disabled: z.boolean().optional(), totp_required: z.boolean().optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.disabled !== undefined || v.totp_required !== undefined, { message: 'Nothing to change.' });
export type StaffAccountChangeInput = z.infer<typeof StaffAccountChangeSchema>;

export const StaffAccountParamsSchema = z.object({ id: z.uuid({ error: 'Not a staff account id.' }) }).strict();

/** Answer of POST /admin/staff and POST /admin/staff/{id}/link: the account, and a one-time link when one was made. */
export const StaffAccountAnswerSchema = z.object({ account: StaffAccountSchema, link: z.string().nullable() });
export type StaffAccountAnswer = z.infer<typeof StaffAccountAnswerSchema>;
