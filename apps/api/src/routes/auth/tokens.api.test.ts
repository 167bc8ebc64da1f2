import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { signUp } from '../../../test/users';

const SECRET = 'test-secret-of-the-token-attack-suite-0123456789';
const key = (s: string) => new TextEncoder().encode(s);

let t: Awaited<ReturnType<typeof buildTestApp>>;
let victim: Awaited<ReturnType<typeof signUp>>;
let attacker: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await buildTestApp({ jwtSecret: SECRET });
  victim = await signUp(t.app, { name: 'Victim Begum' });
  attacker = await signUp(t.app, { name: 'Attacker Mia' });
});
afterAll(() => t?.close());

const profile = (authorization?: string) => t.app.inject({ url: '/api/v1/profile', headers: authorization === undefined ? {} : { authorization } });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with our claims for `sub`, signed as told. */
function forge(options: { sub?: string; secret?: string; alg?: string; iss?: string; aud?: string; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'x@example.com', name: 'X' })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(options.sub ?? victim.user.id)
    .setIssuer(options.iss ?? TOKEN_ISSUER)
    .setAudience(options.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(key(options.secret ?? SECRET));
}

async function expectRefused(authorization: string | undefined) {
  const res = await profile(authorization);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: 'Authentication failed. Please login again.', code: 'unauthorized' });
}

describe('bearer tokens on a personal route (GET /api/v1/profile)', () => {
  it('lets the real token in, showing only its own profile', async () => {
    const res = await profile(`Bearer ${victim.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Victim Begum', email: victim.email });
  });

  it('a forged token with our claims and secret is accepted (control for the cases below)', async () => {
    expect((await profile(`Bearer ${await forge()}`)).statusCode).toBe(200);
  });

  it('refuses a missing header, another scheme and garbage', async () => {
    await expectRefused(undefined);
    await expectRefused('');
    await expectRefused(`Basic ${Buffer.from('a:b').toString('base64')}`);
    await expectRefused('Bearer');
    await expectRefused('Bearer not-a-token');
    await expectRefused('Bearer a.b.c');
    await expectRefused(`Bearer ${victim.token} extra`);
  });

  it('refuses a token whose payload was changed to another user (signature no longer matches)', async () => {
    const [header, , signature] = attacker.token.split('.');
    const claims = { ...decodeJwt(attacker.token), sub: victim.user.id };
    await expectRefused(`Bearer ${header}.${b64(claims)}.${signature}`);
  });

  it('refuses a token signed with another secret', async () => {
    await expectRefused(`Bearer ${await forge({ secret: 'some-other-secret-that-an-attacker-knows-000' })}`);
  });

  it('refuses an unsigned alg:none token', async () => {
    const claims = decodeJwt(victim.token);
    await expectRefused(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    await expectRefused(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`);
    await expectRefused(`Bearer ${b64({ alg: 'NONE' })}.${b64(claims)}.`);
  });

  it('refuses another algorithm even with the right secret (HS512), and an RS256 header', async () => {
    await expectRefused(`Bearer ${await forge({ alg: 'HS512' })}`);
    const [, payload, signature] = (await forge()).split('.');
    await expectRefused(`Bearer ${b64({ alg: 'RS256', typ: 'JWT' })}.${payload}.${signature}`);
  });

  it('refuses an expired token, a wrong issuer and a wrong audience', async () => {
    await expectRefused(`Bearer ${await forge({ exp: Math.floor(Date.now() / 1000) - 5 })}`);
    await expectRefused(`Bearer ${await forge({ iss: 'someone-else' })}`);
    await expectRefused(`Bearer ${await forge({ aud: 'another-app' })}`);
  });

  it('refuses a valid token of an account that no longer exists', async () => {
    const gone = await signUp(t.app);
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${gone.user.id}`);
    await expectRefused(`Bearer ${gone.token}`);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: gone.auth })).statusCode).toBe(401);
  });
});
