import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  AuthAnswerSchema, GoogleStatusSchema, PhoneCodeSentSchema, PhoneSignInStatusSchema, SessionUserSchema, VerifiedPhoneSchema,
  type AuthAnswer, type GoogleStatus, type LoginInput, type PhoneCodeSent, type PhoneSignInInput, type PhoneVerifyInput,
  type RegisterInput, type SessionUser, type VerifiedPhone,
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

/**
 * Signing in by phone (docs/decisions/076). POST /auth/phone/code: 202 for every number alike; 429 past a limit,
 * 503 `sms_unavailable` when no SMS could go, 400 `fields.phone` for a number that is not a Bangladeshi mobile.
 */
export async function requestPhoneCode(phone: string): Promise<PhoneCodeSent> {
  return PhoneCodeSentSchema.parse(await api.post<unknown>('/auth/phone/code', { phone }));
}

/** POST /auth/phone/sign-in: the session; 400 `phone_code_wrong` or `phone_code_expired`; 429 after many wrong codes. */
export async function signInWithPhone(input: PhoneSignInInput): Promise<AuthAnswer> {
  return AuthAnswerSchema.parse(await api.post<unknown>('/auth/phone/sign-in', input));
}

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
export const usePhoneSignIn = () => useMutation({ mutationFn: signInWithPhone });

/** GET /auth/phone (bearer): the account's verified mobile number, if any. */
async function getVerifiedPhone(signal?: AbortSignal): Promise<VerifiedPhone> {
  return VerifiedPhoneSchema.parse(await api.get<unknown>('/auth/phone', { token: sessionToken(), signal }));
}

const verifiedPhoneQuery = () => queryOptions({ queryKey: ['auth', 'phone'], queryFn: ({ signal }) => getVerifiedPhone(signal) });
export const useVerifiedPhone = () => useQuery(verifiedPhoneQuery());

/** POST /auth/phone/verify-code and /auth/phone/verify (bearer): the same codes, for the signed-in account's number. */
export async function requestPhoneVerificationCode(phone: string): Promise<PhoneCodeSent> {
  return PhoneCodeSentSchema.parse(await api.post<unknown>('/auth/phone/verify-code', { phone }, { token: sessionToken() }));
}

export async function verifyPhone(input: PhoneVerifyInput): Promise<VerifiedPhone> {
  return VerifiedPhoneSchema.parse(await api.post<unknown>('/auth/phone/verify', input, { token: sessionToken() }));
}

/** Whether this shop sends SMS codes: phone sign-in is offered only then. Configuration changes only with a restart. */
const phoneStatusQuery = () =>
  queryOptions({
    queryKey: ['auth', 'phone-status'],
    queryFn: async ({ signal }) => PhoneSignInStatusSchema.parse(await api.get<unknown>('/auth/phone/status', { signal })),
    staleTime: 10 * 60_000,
  });

export const usePhoneSignInStatus = () => useQuery(phoneStatusQuery());
