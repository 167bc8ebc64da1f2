import { z } from 'zod';
import { EmailSchema, PASSWORD_MAX_LENGTH, PasswordSchema } from '../auth/credentials';
import { STAFF_PERMISSION_NAMES, STAFF_ROLES } from './roles';

/**
 * Staff sign-in at /admin (docs/decisions/037): an HttpOnly cookie session, a CSRF token sent back in
 * `X-CSRF-Token` with every change, and one-time codes (RFC 6238) where an owner asked for them.
 */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

const OneTimeCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

/** POST /admin/session */
export const StaffSignInSchema = z
  .object({
    email: EmailSchema,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
    code: OneTimeCodeSchema.optional(),
  })
  .strict();
export type StaffSignInInput = z.infer<typeof StaffSignInSchema>;

/** POST /admin/session/enrol: the code from the app that just scanned the secret. */
export const StaffEnrolSchema = z.object({ enrolment: z.string().min(1).max(2000), code: OneTimeCodeSchema }).strict();
export type StaffEnrolInput = z.infer<typeof StaffEnrolSchema>;

/** POST /admin/session/link: set a password from a one-time link (first owner, or after an owner's reset). */
export const StaffLinkPasswordSchema = z.object({ token: z.string().min(16).max(200), password: PasswordSchema }).strict();
export type StaffLinkPasswordInput = z.infer<typeof StaffLinkPasswordSchema>;

export const StaffRoleSchema = z.enum(STAFF_ROLES);
export const StaffPermissionSchema = z.enum(STAFF_PERMISSION_NAMES as [string, ...string[]]);

/** GET /admin/session: who is signed in, what they may do, and the CSRF token of this session. */
export const StaffMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  permissions: z.array(StaffPermissionSchema),
  csrf_token: z.string(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** Answer of POST /admin/session and /admin/session/enrol. */
export const StaffSignInAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), me: StaffMeSchema }),
  /** The password was right; send it again with `code`. */
  z.object({ status: z.literal('code_required') }),
  /** An owner asked for one-time codes and none is set up: scan `secret` (or the QR code), then enrol. */
  z.object({ status: z.literal('enrol'), enrolment: z.string(), secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }),
]);
export type StaffSignInAnswer = z.infer<typeof StaffSignInAnswerSchema>;
