import { z } from 'zod';

/** The signed-in shopper as the API answers it (accounts spec §3 User). */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
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

/** JWT claims the API signs: `sub` is the user id; the client reads `exp` to sign out in time. */
export const TOKEN_ISSUER = 'bazar-shop';
export const TOKEN_AUDIENCE = 'bazar-shop-web';
/** The client treats a token with less than this left as expired (accounts spec §5). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;

/** localStorage keys of the session (accounts spec §4). */
export const SESSION_KEYS = { token: 'token', user: 'user', redirect: 'redirect_after_login' } as const;
