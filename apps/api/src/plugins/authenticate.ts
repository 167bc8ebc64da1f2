import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shop/shared';
import { AppError } from '../lib/errors';
import type { TokenService } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` on every personal route: the caller's user id from a verified token. */
    userId: string;
  }
}

export const unauthorized = () =>
  new AppError(401, ErrorCode.unauthorized, 'Authentication failed. Please login again.');

/**
 * onRequest hook for a whole scope of personal routes (fastify/demo style): no route inside can
 * forget it. Only `Authorization: Bearer <jwt>` is read, so a cross-site form can never act as the shopper.
 */
export function requireUser(tokens: TokenService) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const userId = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!userId) throw unauthorized();
    request.userId = userId;
  };
}
