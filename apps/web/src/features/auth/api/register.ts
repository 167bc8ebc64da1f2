import { useMutation } from '@tanstack/react-query';
import { AuthAnswerSchema, type AuthAnswer, type RegisterInput } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /auth/register: 201 with a session, 409 when the e-mail has an account, 400 with `fields`. */
export async function register(input: RegisterInput): Promise<AuthAnswer> {
  return AuthAnswerSchema.parse(await api.post<unknown>('/auth/register', input));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
