import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChangePasswordSchema, LoginSchema, RegisterSchema, type AuthAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { unauthorized } from '../../lib/errors';
import { changePassword, checkCredentials, invalidCredentials, wrongCurrentPassword } from '../../modules/auth/auth.service';
import { createDeviceCookies, DEVICE_COOKIE } from '../../modules/auth/device-cookie';
import type { Throttle } from '../../modules/auth/throttle';
import type { TokenService } from '../../modules/auth/tokens';
import { findUserById, raiseSessionVersion, toSessionUser, type UserRow } from '../../modules/auth/users';
import { signUpWithVerification, type LinkSettings } from '../../workflows/account-mail';
import { cookieLanguage } from '../../modules/account/profile.service';

interface Options {
  db: Database;
  tokens: TokenService;
  throttle: Throttle;
  tokenSecret: Uint8Array;
  /** Where shoppers reach the shop: https there makes the device cookie Secure. */
  publicUrl?: string;
  /** Where e-mailed links point, and the clock they are dated by (docs/decisions/047). */
  links: LinkSettings;
  now: () => number;
}

/** A session for the account as it is now: the token carries its current session version. */
export async function sessionAnswer(tokens: TokenService, row: UserRow): Promise<AuthAnswer> {
  const user = toSessionUser(row);
  return { token: await tokens.sign(user, row.sessionVersion), user };
}

/** Public: sign-up and sign-in by e-mail and password, both throttled (docs/decisions/008). */
export async function authRoutes(app: FastifyInstance, { db, tokens, throttle, tokenSecret, publicUrl, links, now }: Options) {
  const devices = createDeviceCookies(tokenSecret);
  const answer = (row: UserRow) => sessionAnswer(tokens, row);
  const trustDevice = (request: FastifyRequest, reply: FastifyReply, email: string, deviceId: string) => {
    const secure = (publicUrl ?? `${request.protocol}://x`).startsWith('https:');
    reply.setCookie(DEVICE_COOKIE, devices.value(deviceId, email), devices.options(secure));
  };

  app.post('/auth/register', async (request, reply) => {
    await throttle.signUp(request.ip);
    const input = parseInput(RegisterSchema, request.body ?? {});
    // The account with its verification e-mail and reminder (docs/decisions/047), in the language the shop was
    // shown in at sign-up (docs/product/messages.md), all in one transaction: the worker never sees the e-mail first.
    const user = await signUpWithVerification(db, input, cookieLanguage(request.cookies.lang), links, now());
    trustDevice(request, reply, input.email, devices.issue());
    return reply.code(201).send(await answer(user));
  });

  app.post('/auth/login', async (request, reply) => {
    const input = parseInput(LoginSchema, request.body ?? {});
    const device = devices.verify(request.cookies[DEVICE_COOKIE], input.email);
    await throttle.checkLogin(input.email, request.ip, device);
    const user = await checkCredentials(db, input);
    if (!user) {
      await throttle.loginFailed(input.email, request.ip, device);
      throw invalidCredentials();
    }
    await throttle.loginSucceeded(input.email, device);
    trustDevice(request, reply, input.email, device ?? devices.issue());
    return answer(user);
  });
}

/**
 * Personal: the signed-in user, fresh from the database (the client refreshes its stored copy), and what ends
 * sessions: a password change (this device gets a new token) and 'Sign out everywhere' (docs/decisions/027).
 */
export async function sessionRoutes(app: FastifyInstance, { db, tokens, throttle }: { db: Database; tokens: TokenService; throttle: Throttle }) {
  const caller = async (request: FastifyRequest) => {
    const row = await findUserById(db, request.userId);
    // A valid token of a deleted account is no session.
    if (!row) throw unauthorized();
    return row;
  };
  app.get('/auth/me', async (request) => toSessionUser(await caller(request)));

  app.post('/auth/password', async (request) => {
    const input = parseInput(ChangePasswordSchema, request.body ?? {});
    const row = await caller(request);
    // The current password is a password guess like a login's, so it is throttled the same way (an account made by
    // phone, with no e-mail, is counted by its id; it has no password to change anyway, docs/decisions/076).
    const key = row.email ?? `user:${row.id}`;
    await throttle.checkLogin(key, request.ip);
    const changed = await changePassword(db, row, input);
    if (!changed) {
      await throttle.loginFailed(key, request.ip);
      throw wrongCurrentPassword();
    }
    return sessionAnswer(tokens, changed);
  });

  // Every session of the account ends, this one too: the shopper signs in again where they want to be.
  app.post('/auth/sessions/revoke', async (request, reply) => {
    if (!(await raiseSessionVersion(db, request.userId))) throw unauthorized();
    return reply.code(204).send();
  });
}
