import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PhoneCodeRequestSchema, PhoneSignInSchema, PhoneVerifySchema, type PhoneSignInStatus, type VerifiedPhone } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { cookieLanguage } from '../../modules/account/profile.service';
import { verifiedPhoneOf } from '../../modules/auth/phone-accounts';
import type { Throttle } from '../../modules/auth/throttle';
import type { TokenService } from '../../modules/auth/tokens';
import type { MessageChannels } from '../../modules/messages/channels/index';
import { sendSignInCode, signInWithPhoneCode, verifyAccountPhone } from '../../workflows/phone-sign-in';
import { sessionAnswer } from './auth.routes';

interface Options {
  db: Database;
  tokens: TokenService;
  throttle: Throttle;
  channels: MessageChannels;
  now: () => number;
}

/** Wrong codes count like wrong passwords (docs/decisions/008), under a key of the number's own. */
const throttleKey = (phone: string) => `phone:${phone}`;

/**
 * Public: sign in with a mobile number and an SMS code (docs/decisions/076). The code's answer is the same for every
 * number; the code itself is never in an answer or a log line.
 */
export async function phoneSignInRoutes(app: FastifyInstance, { db, tokens, throttle, channels, now }: Options) {
  const language = (request: FastifyRequest) => cookieLanguage(request.cookies.lang);

  // Configuration changes only with a restart: the screen hides 'Continue with mobile number' on a shop without SMS.
  app.get('/auth/phone/status', async (): Promise<PhoneSignInStatus> => ({ enabled: channels.sms !== null }));

  app.post('/auth/phone/code', async (request, reply) => {
    const { phone } = parseInput(PhoneCodeRequestSchema, request.body ?? {});
    const answer = await sendSignInCode(db, channels, { phone, ip: request.ip, language: language(request), now: new Date(now()) });
    return reply.code(202).send(answer);
  });

  app.post('/auth/phone/sign-in', async (request) => {
    const input = parseInput(PhoneSignInSchema, request.body ?? {});
    await throttle.checkLogin(throttleKey(input.phone), request.ip);
    try {
      const { user, created } = await signInWithPhoneCode(db, { ...input, language: language(request), now: new Date(now()) });
      await throttle.loginSucceeded(throttleKey(input.phone));
      request.log.info({ userId: user.id, created }, created ? 'account made by phone sign-in' : 'signed in by phone');
      return sessionAnswer(tokens, user);
    } catch (error) {
      await throttle.loginFailed(throttleKey(input.phone), request.ip);
      throw error;
    }
  });
}

/** Personal: the account's verified number, and verifying one from the account page with the same codes. */
export async function phoneVerifyRoutes(app: FastifyInstance, { db, throttle, channels, now }: Omit<Options, 'tokens'>) {
  app.get('/auth/phone', async (request): Promise<VerifiedPhone> => {
    const { phone, verifiedAt } = await verifiedPhoneOf(db, request.userId);
    return { phone, verified_at: verifiedAt?.toISOString() ?? null };
  });

  app.post('/auth/phone/verify-code', async (request, reply) => {
    const { phone } = parseInput(PhoneCodeRequestSchema, request.body ?? {});
    const answer = await sendSignInCode(db, channels, { phone, ip: request.ip, language: cookieLanguage(request.cookies.lang), now: new Date(now()) });
    return reply.code(202).send(answer);
  });

  app.post('/auth/phone/verify', async (request) => {
    const input = parseInput(PhoneVerifySchema, request.body ?? {});
    await throttle.checkLogin(throttleKey(input.phone), request.ip);
    try {
      await verifyAccountPhone(db, { userId: request.userId, phone: input.phone, code: input.code, now: new Date(now()) });
    } catch (error) {
      await throttle.loginFailed(throttleKey(input.phone), request.ip);
      throw error;
    }
    await throttle.loginSucceeded(throttleKey(input.phone));
    request.log.info({ userId: request.userId }, 'mobile number verified from the account page');
    const { phone, verifiedAt } = await verifiedPhoneOf(db, request.userId);
    return { phone, verified_at: verifiedAt?.toISOString() ?? null } satisfies VerifiedPhone;
  });
}
