import { SessionUserSchema, type SessionUser } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { getToken, signIn } from '../../../lib/session';

/** GET /auth/me (bearer): the signed-in shopper as the server knows them now. */
export async function getMe(token: string, signal?: AbortSignal): Promise<SessionUser> {
  return SessionUserSchema.parse(await api.get<unknown>('/auth/me', { token, signal }));
}

/**
 * Once per page load with a stored session: refresh the stored user (name or picture changed elsewhere),
 * and let a 401 sign out through the API client's handler (token revoked, account gone, another server).
 * Any other failure keeps the stored session: being offline is no reason to sign anyone out.
 */
export async function refreshSessionUser(): Promise<void> {
  const token = getToken();
  if (!token) return;
  try {
    const user = await getMe(token);
    if (getToken() === token) signIn({ token, user });
  } catch {
    // Kept as is; see above.
  }
}
