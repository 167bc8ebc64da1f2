import { ApiError } from '../lib/api-client';
import { readSession, useSession } from '../lib/session';

/**
 * The one place a personal call finds its bearer token: the stored session at the moment of the call.
 * With `userId`, the session must still be that shopper's, so an answer for one account is never cached
 * under another's key. Signed out (or someone else since), the call fails as the server would: a 401.
 */
export function sessionToken(userId?: string): string {
  const session = readSession();
  if (!session || (userId !== undefined && session.user.id !== userId)) throw new ApiError(401, 'Signed out.', 'unauthorized');
  return session.token;
}

/** The signed-in shopper's id for personal query keys ('' when signed out, with the query then disabled). */
export function useUserId(): string {
  return useSession()?.user.id ?? '';
}
