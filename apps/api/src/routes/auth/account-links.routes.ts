import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LinkTokenInputSchema, PasswordResetRequestSchema, PasswordResetSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { RateLimitedError, type RateGate } from '../../lib/rate-gate';
import { parseInput } from '../../lib/validate';
import { LINK_LIMITS, verificationMailsKey } from '../../modules/auth/link-limits';
import type { Throttle } from '../../modules/auth/throttle';
import type { TokenService } from '../../modules/auth/tokens';
import {
  checkLink, requestPasswordReset, resendVerification, resetPassword, restoreEmail, verifyEmail, type LinkSettings,
} from '../../workflows/account-mail';
import { sessionAnswer } from './auth.routes';

interface Options {
  db: Database;
  tokens: TokenService;
  throttle: Throttle;
  gate: RateGate;
  links: LinkSettings;
  now: () => number;
}

const isBadLink = (error: unknown) => error instanceof AppError && error.code === 'invalid_link';

/**
 * Public: 'Forgot password?' and the links the shop e-mails (docs/decisions/047). Tokens come in request bodies,
 * never in an address, so no log line can hold one; answers are never cached.
 */
export async function accountLinkRoutes(app: FastifyInstance, { db, tokens, throttle, gate, links, now }: Options) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** Links that do not work are counted per client address; past the limit, every link use waits. */
  async function usingLink<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
    const key = `links:bad:addr:${request.ip}`;
    await gate.check(key, LINK_LIMITS.badLinksPerAddress);
    try {
      return await run();
    } catch (error) {
      if (isBadLink(error)) await gate.count(key, LINK_LIMITS.badLinksPerAddress);
      throw error;
    }
  }

  // The same answer whether or not the address has an account; the limits a caller can see count every
  // address alike, and the account's own limit is silent.
  app.post('/auth/password-reset', async (request, reply) => {
    const { email } = parseInput(PasswordResetRequestSchema, request.body ?? {});
    await gate.take(`reset:addr:${request.ip}`, LINK_LIMITS.resetPerAddress);
    await gate.take(`reset:email:${email.toLowerCase()}`, LINK_LIMITS.resetPerEmail);
    await requestPasswordReset(db, email, links, now(), async (user) => {
      try {
        await gate.take(`reset:acct:${user.id}`, LINK_LIMITS.resetMailsPerAccount);
        return true;
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        request.log.warn('password reset e-mails of one account past the daily limit: none sent');
        return false;
      }
    });
    return reply.code(202).send({ requested: true });
  });

  for (const [path, purpose] of [['/auth/password-reset/check', 'password_reset'], ['/auth/email-restore/check', 'email_restore']] as const) {
    app.post(path, async (request) => {
      const { token } = parseInput(LinkTokenInputSchema, request.body ?? {});
      const expiresAt = await usingLink(request, () => checkLink(db, token, purpose, now()));
      return { valid: true, expires_at: expiresAt.toISOString() };
    });
  }

  // The new password signs the shopper in here, with a token of the raised session version; every session
  // issued before it has ended.
  app.post('/auth/password-reset/confirm', async (request) => {
    const input = parseInput(PasswordResetSchema, request.body ?? {});
    const row = await usingLink(request, () => resetPassword(db, input, now()));
    if (row.email) await throttle.loginSucceeded(row.email);
    request.log.info({ userId: row.id }, 'password reset from an e-mailed link; earlier sessions ended');
    return sessionAnswer(tokens, row);
  });

  // The notice of an e-mail change's 'Restore': the old address back, every session ended, and a reset link's token
  // for a new password (docs/decisions/051). Posted by a press on the screen, never on opening (mail scanners open links).
  app.post('/auth/email-restore', async (request) => {
    const { token } = parseInput(LinkTokenInputSchema, request.body ?? {});
    const { userId, ...answer } = await usingLink(request, () => restoreEmail(db, token, now()));
    request.log.info({ userId }, 'e-mail address restored from the change notice; every session ended');
    return answer;
  });

  app.post('/auth/verify-email', async (request) => {
    const { token } = parseInput(LinkTokenInputSchema, request.body ?? {});
    await usingLink(request, () => verifyEmail(db, token, now()));
    return { verified: true };
  });
}

/** Personal: the verification banner's 'Send the e-mail again', a few times an hour per account. */
export async function verificationRoutes(app: FastifyInstance, { db, gate, links, now }: Pick<Options, 'db' | 'gate' | 'links' | 'now'>) {
  app.post('/auth/verify-email/resend', async (request, reply) => {
    await gate.take(verificationMailsKey(request.userId), LINK_LIMITS.verificationResends);
    const answer = await resendVerification(db, request.userId, links, now());
    return reply.code(answer.sent ? 202 : 200).send(answer);
  });
}
