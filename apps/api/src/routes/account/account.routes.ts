import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addressRoutes } from './addresses.routes';
import { profileRoutes } from './profile.routes';

/** Personal: register inside the bearer-token scope only. */
export async function accountRoutes(app: FastifyInstance, opts: { db: Database; addressesPerAccount: number }) {
  await app.register(profileRoutes, opts);
  await app.register(addressRoutes, opts);
}
