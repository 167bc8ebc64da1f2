import type { FastifyInstance } from 'fastify';
import { SubscribeSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { inMinutes, type RateGate } from '../../lib/rate-gate';
import { parseInput } from '../../lib/validate';
import { subscribe } from '../../modules/newsletter/newsletter.service';

const HOUR = 3_600_000;

interface Options {
  db: Database;
  gate: RateGate;
  /** Sign-ups per client address per hour (NEWSLETTER_SIGNUPS_PER_HOUR; docs/decisions/025). */
  signupsPerHour: number;
}

export async function newsletterRoutes(app: FastifyInstance, { db, gate, signupsPerHour }: Options) {
  // Subscribing twice is not an error, and the answer never tells whether an address was already known:
  // a repeat answers as the first did, and the database keeps one row per address whatever its case.
  app.post('/newsletter', async (request, reply) => {
    const { email } = parseInput(SubscribeSchema, request.body ?? {});
    await gate.take(`newsletter:addr:${request.ip}`, {
      name: 'newsletter sign-ups',
      limit: signupsPerHour,
      windowMs: HOUR,
      message: ({ minutes }) => `Too many sign-ups from your network. Please try again in ${inMinutes(minutes)}.`,
    });
    await subscribe(db, email);
    return reply.code(201).send({ subscribed: true });
  });
}
