import { useMutation } from '@tanstack/react-query';
import { AuthAnswerSchema, type AuthAnswer, type LoginInput } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /auth/login: 200 with the session, 401 for a wrong e-mail or password, 429 when throttled. */
export async function login(input: LoginInput): Promise<AuthAnswer> {
  // A malformed answer is a failed login, not a session with holes in it.
  return AuthAnswerSchema.parse(await api.post<unknown>('/auth/login', input));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
