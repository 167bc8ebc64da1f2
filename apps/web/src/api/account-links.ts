import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AuthAnswerSchema, EmailRestoredAnswerSchema, EmailVerifiedAnswerSchema, LinkCheckAnswerSchema, PasswordResetRequestAnswerSchema,
  SessionUserSchema, VerificationResendAnswerSchema,
  type AuthAnswer, type EmailRestoredAnswer, type PasswordResetInput, type PasswordResetRequestInput, type SessionUser, type VerificationResendAnswer,
} from '@shop/shared';
import { api } from '../lib/api-client';
import { sessionToken, useUserId } from './personal';

/**
 * 'Forgot password?', the reset link's screen and e-mail verification (docs/decisions/047, docs/product/password-reset.md).
 * Link tokens go in request bodies, never in an address.
 */

/** POST /auth/password-reset: 202 whether or not the address has an account; 429 when throttled. */
export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<void> {
  PasswordResetRequestAnswerSchema.parse(await api.post<unknown>('/auth/password-reset', input));
}

/** POST /auth/password-reset/check or /auth/email-restore/check: whether the link still works (400 `invalid_link` when not). */
export async function checkLink(token: string, purpose: 'password-reset' | 'email-restore'): Promise<{ expiresAt: string }> {
  const answer = LinkCheckAnswerSchema.parse(await api.post<unknown>(`/auth/${purpose}/check`, { token }));
  return { expiresAt: answer.expires_at };
}

/** POST /auth/password-reset/confirm: the new password; answers a new session (every earlier one has ended). */
export async function confirmPasswordReset(input: PasswordResetInput): Promise<AuthAnswer> {
  return AuthAnswerSchema.parse(await api.post<unknown>('/auth/password-reset/confirm', input));
}

/** POST /auth/verify-email: the token of a verification link. */
export async function verifyEmail(token: string): Promise<void> {
  EmailVerifiedAnswerSchema.parse(await api.post<unknown>('/auth/verify-email', { token }));
}

/**
 * POST /auth/email-restore: the token of an e-mail change's notice. The address is the account's again, every
 * session has ended, and the answer carries a reset link's token for the new password.
 */
export async function restoreEmail(token: string): Promise<EmailRestoredAnswer> {
  return EmailRestoredAnswerSchema.parse(await api.post<unknown>('/auth/email-restore', { token }));
}

export const useRestoreEmail = () => useMutation({ mutationFn: restoreEmail });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });

/** The signed-in shopper as the server knows them now (GET /auth/me): the banner reads `verified_email`. */
export const meKeys = { of: (userId: string) => ['auth', 'me', userId] as const };

async function getMe(userId: string, signal?: AbortSignal): Promise<SessionUser> {
  return SessionUserSchema.parse(await api.get<unknown>('/auth/me', { token: sessionToken(userId), signal }));
}

const meQuery = (userId: string) =>
  queryOptions({ queryKey: meKeys.of(userId), queryFn: ({ signal }) => getMe(userId, signal), enabled: userId !== '', staleTime: 60_000 });

export function useMe() {
  return useQuery(meQuery(useUserId()));
}

/** POST /auth/verify-email/resend (bearer): a new verification e-mail; 429 past a few an hour. */
async function resendVerification(): Promise<VerificationResendAnswer> {
  return VerificationResendAnswerSchema.parse(await api.post<unknown>('/auth/verify-email/resend', undefined, { token: sessionToken() }));
}

export function useResendVerification() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: resendVerification,
    // Verified meanwhile (the link opened on the phone): the banner goes.
    onSuccess: (answer) => {
      if (answer.verified) void client.invalidateQueries({ queryKey: meKeys.of(userId) });
    },
  });
}

/** After a link verified the address in this browser, the banner reads the account again. */
export function useForgetMe() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['auth', 'me'] });
}
