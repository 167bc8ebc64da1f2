import { ApiError } from '../../../lib/api-client';
import { signOut } from '../../../lib/session';

/**
 * A personal call. A 401 means the server no longer accepts the token (expired, revoked, secret
 * rotated): the session is forgotten, and the account guard sends the shopper to sign in again.
 */
export async function authed<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) signOut();
    throw error;
  }
}
