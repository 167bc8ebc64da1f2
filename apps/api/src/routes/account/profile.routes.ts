import type { FastifyInstance } from 'fastify';
import { ProfileInputSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { getProfile, saveProfile } from '../../modules/account/profile.service';

export async function profileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/profile', (request) => getProfile(db, request.userId));

  app.put('/profile', async (request) => {
    const input = parseInput(ProfileInputSchema, request.body ?? {});
    return saveProfile(db, request.userId, input);
  });
}
