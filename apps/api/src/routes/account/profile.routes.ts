import type { FastifyInstance } from 'fastify';
import { LanguageInputSchema, ProfileInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { RateLimitedError, type RateGate } from '../../lib/rate-gate';
import { parseInput } from '../../lib/validate';
import { getProfile, saveLanguage } from '../../modules/account/profile.service';
import { LINK_LIMITS, verificationMailsKey } from '../../modules/auth/link-limits';
import { saveProfileAndVerify, type LinkSettings } from '../../workflows/account-mail';

export interface ProfileRouteOptions {
  db: Database;
  gate: RateGate;
  links: LinkSettings;
  now: () => number;
}

export async function profileRoutes(app: FastifyInstance, { db, gate, links, now }: ProfileRouteOptions) {
  app.get('/profile', (request) => getProfile(db, request.userId));

  // A new e-mail address is sent its verification link, within the banner's resends of the hour (docs/decisions/047).
  app.put('/profile', async (request) => {
    const input = parseInput(ProfileInputSchema, request.body ?? {});
    return saveProfileAndVerify(db, request.userId, input, links, now(), async () => {
      try {
        await gate.take(verificationMailsKey(request.userId), LINK_LIMITS.verificationResends);
        return true;
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        request.log.warn('verification e-mails of one account past the hourly limit: none sent for its new address');
        return false;
      }
    });
  });

  // The language of the account's messages, sent when a signed-in shopper switches the shop's language.
  app.put('/profile/language', async (request) => {
    const input = parseInput(LanguageInputSchema, request.body ?? {});
    return saveLanguage(db, request.userId, input.language);
  });
}
