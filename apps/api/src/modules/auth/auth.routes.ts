import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LoginSchema, RegisterSchema, type AuthAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { unauthorized } from '../../plugins/authenticate';
import { checkCredentials, invalidCredentials, registerUser } from './auth.service';
import { createDeviceCookies, DEVICE_COOKIE } from './device-cookie';
import { RateLimitedError, type Throttle } from './throttle';
import type { TokenService } from './tokens';
import { findUserById, toSessionUser, type UserRow } from './users';

interface Options {
  db: Database;
  tokens: TokenService;
  throttle: Throttle;
  tokenSecret: Uint8Array;
  /** Where shoppers reach the shop: https there makes the device cookie Secure. */
  publicUrl?: string;
}

/** Public: sign-up and sign-in by e-mail and password, both throttled (docs/decisions/008). */
export async function authRoutes(app: FastifyInstance, { db, tokens, throttle, tokenSecret, publicUrl }: Options) {
  const devices = createDeviceCookies(tokenSecret);
  const answer = async (row: UserRow): Promise<AuthAnswer> => {
    const user = toSessionUser(row);
    return { token: await tokens.sign(user), user };
  };
  const trustDevice = (request: FastifyRequest, reply: FastifyReply, email: string, deviceId: string) => {
    const secure = (publicUrl ?? `${request.protocol}://x`).startsWith('https:');
    reply.setCookie(DEVICE_COOKIE, devices.value(deviceId, email), devices.options(secure));
  };

  // Retry-After rides on the reply; the error handler keeps headers already set.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.post('/auth/register', async (request, reply) => {
    await throttle.signUp(request.ip);
    const input = parseInput(RegisterSchema, request.body ?? {});
    const user = await registerUser(db, input);
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

/** Personal: the signed-in user, fresh from the database (the client refreshes its stored copy). */
export async function sessionRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/auth/me', async (request) => {
    const row = await findUserById(db, request.userId);
    // A valid token of a deleted account is no session.
    if (!row) throw unauthorized();
    return toSessionUser(row);
  });
}
