/** The header reads the one session of lib/session. */
export { signOut, useSessionUser, type SessionUser } from '../../../lib/session';
