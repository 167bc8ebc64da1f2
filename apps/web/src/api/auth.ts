import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  AuthAnswerSchema, GoogleStatusSchema, SessionUserSchema,
  type AuthAnswer, type GoogleStatus, type LoginInput, type RegisterInput, type SessionUser,
} from '@shop/shared';
import { api, apiUrl } from '../lib/api-client';
import { getToken, signIn } from '../lib/session';
import { sessionToken } from './personal';

/** The signed-in user and the ways to become one: log in, register, Google, and ending every session. */

/** POST /auth/login: 200 with the session, 401 for a wrong e-mail or password, 429 when throttled. */
export async function login(input: LoginInput): Promise<AuthAnswer> {
  // A malformed answer is a failed login, not a session with holes in it.
  return AuthAnswerSchema.parse(await api.post<unknown>('/auth/login', input));
}

/** POST /auth/register: 201 with a session, 409 when the e-mail has an account, 400 with `fields`. */
export async function register(input: RegisterInput): Promise<AuthAnswer> {
  return AuthAnswerSchema.parse(await api.post<unknown>('/auth/register', input));
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });

/** GET /auth/me (bearer): the signed-in shopper as the server knows them now. */
async function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return SessionUserSchema.parse(await api.get<unknown>('/auth/me', { token: sessionToken(), signal }));
}

/**
 * Once per page load with a stored session: refresh the stored user (name or picture changed elsewhere);
 * a 401 signs out through the one handler of refused sessions (token revoked, account gone, another server).
 * Any other failure keeps the stored session: being offline is no reason to sign anyone out.
 */
export async function refreshSessionUser(): Promise<void> {
  const token = getToken();
  if (!token) return;
  try {
    const user = await getMe();
    if (getToken() === token) signIn({ token, user });
  } catch {
    // Kept as is; see above.
  }
}

/** 'Sign out everywhere' (docs/decisions/027): every session of the account ends on the server, this one too. */
export async function signOutEverywhere(): Promise<void> {
  await api.post<unknown>('/auth/sessions/revoke', undefined, { token: sessionToken() });
}

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });

/** Whether this shop is configured for Google sign-in (the button says so when it is not). */
async function getGoogleStatus(signal?: AbortSignal): Promise<GoogleStatus> {
  return GoogleStatusSchema.parse(await api.get<unknown>('/auth/google/status', { signal }));
}

// Configuration changes only with a restart of the shop.
const googleStatusQuery = () =>
  queryOptions({ queryKey: ['auth', 'google-status'], queryFn: ({ signal }) => getGoogleStatus(signal), staleTime: 10 * 60_000 });

export const useGoogleStatus = () => useQuery(googleStatusQuery());

/** Not a fetch: the browser itself goes there, and the API sends it on to Google. */
export function googleSignInUrl(target: string): string {
  return apiUrl('/auth/google', { redirect: target });
}
