import type { FastifyInstance } from 'fastify';
import { SubscribeSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';
import type { UsageLimits } from '../../lib/usage-limits';
import { parseInput } from '../../lib/validate';
import { RateLimitedError } from '../auth/throttle';

const HOUR = 3_600_000;

/** Sign-ups per client address per hour (NEWSLETTER_SIGNUPS_PER_HOUR; docs/decisions/025). */
export const NEWSLETTER_SIGNUPS_PER_HOUR = 20;

interface Options {
  db: Database;
  limits: UsageLimits;
  signupsPerHour?: number;
}

export async function newsletterRoutes(app: FastifyInstance, { db, limits, signupsPerHour = NEWSLETTER_SIGNUPS_PER_HOUR }: Options) {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  // Subscribing twice is not an error, and the answer never tells whether an address was already known:
  // a repeat answers as the first did, and the database keeps one row per address whatever its case.
  app.post('/newsletter', async (request, reply) => {
    const { email } = parseInput(SubscribeSchema, request.body ?? {});
    const waitMs = await limits.overLimit(`newsletter:addr:${request.ip}`, signupsPerHour, HOUR);
    if (waitMs !== null) {
      const seconds = Math.ceil(waitMs / 1000);
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new RateLimitedError(seconds, `Too many sign-ups from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
    }
    await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    return reply.code(201).send({ subscribed: true });
  });
}
