import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './addresses.routes';
import { profileRoutes, type ProfileRouteOptions } from './profile.routes';

/** Personal: register inside the bearer-token scope only. */
export async function accountRoutes(app: FastifyInstance, opts: ProfileRouteOptions & { addressesPerAccount: number }) {
  await app.register(profileRoutes, opts);
  await app.register(addressRoutes, opts);
}
