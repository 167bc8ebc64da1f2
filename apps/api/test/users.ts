import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthAnswer } from '@shop/shared';

/** A password no common-password list holds. */
export const TEST_PASSWORD = 'Kathal-gach-42-Bazar';

let addressCounter = 0;

/**
 * Signs up a new shopper through the real API and returns the session. Each call comes from its own
 * client address, so the sign-up throttle never trips across a test file.
 */
export async function signUp(app: FastifyInstance, overrides: { name?: string; email?: string; password?: string } = {}) {
  const body = {
    name: overrides.name ?? 'Rahima Khatun',
    email: overrides.email ?? `shopper-${randomUUID()}@example.com`,
    password: overrides.password ?? TEST_PASSWORD,
  };
  addressCounter += 1;
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, remoteAddress: `10.250.${(addressCounter >> 8) & 255}.${addressCounter & 255}` });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const answer = res.json<AuthAnswer>();
  return { ...answer, email: body.email, password: body.password, auth: { authorization: `Bearer ${answer.token}` } };
}
