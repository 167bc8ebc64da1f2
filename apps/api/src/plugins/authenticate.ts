import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { unauthorized } from '../lib/errors';
import type { TokenService } from '../modules/auth/tokens';
import { findSessionVersion } from '../modules/auth/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` on every personal route: the caller's user id from a verified token. */
    userId: string;
  }
}

/** Account ids are UUIDs; anything else is refused before it reaches the database as a malformed value. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * onRequest hook for a whole scope of personal routes (fastify/demo style): no route inside can
 * forget it. Only `Authorization: Bearer <jwt>` is read, so a cross-site form can never act as the shopper.
 * The token must also carry the account's current session version, read from the database on every call, so
 * a password change or 'Sign out everywhere' ends older sessions at once in every process (docs/decisions/027).
 */
export function requireUser(tokens: TokenService, db: Database) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const subject = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!subject || !UUID.test(subject.userId)) throw unauthorized();
    // A deleted account has no version: its tokens are no session either.
    if ((await findSessionVersion(db, subject.userId)) !== subject.sessionVersion) throw unauthorized();
    request.userId = subject.userId;
  };
}
