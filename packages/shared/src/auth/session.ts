import { z } from 'zod';

/** The signed-in shopper as the API answers it (docs/product/auth.md, User). */
export const SessionUserSchema = z.object({
  id: z.string(),
  /** Null for an account made by phone that has not added an e-mail (docs/decisions/076). */
  email: z.string().nullable(),
  name: z.string(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  picture: z.string().nullable(),
  verified_email: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Answer of register, login and the Google callback. */
export const AuthAnswerSchema = z.object({ token: z.string(), user: SessionUserSchema });
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;

export { SESSION_KEYS, TOKEN_AUDIENCE, TOKEN_EXPIRY_MARGIN_SECONDS, TOKEN_ISSUER } from './session-keys';
