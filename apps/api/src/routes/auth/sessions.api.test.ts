import { randomUUID } from 'node:crypto';
import { AuthAnswerSchema, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@shop/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { passProvider, startOidcProvider, type TestProvider } from '../../../test/oidc-provider';
import { signUp, TEST_PASSWORD } from '../../../test/users';

// Revocable sessions (docs/decisions/027): a token counts only while it carries the account's session version,
// which a password change, Google linked to a password account, and 'Sign out everywhere' raise.

const PUBLIC_URL = 'http://shop.test';
const SECRET = 'test-secret-of-the-session-suite-0123456789abcdef';
const NEW_PASSWORD = 'Aam-kathal-lichu-2027';

let provider: TestProvider;
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${PUBLIC_URL}/api/v1/auth/google/callback`] });
  t = await buildTestApp({
    jwtSecret: SECRET,
    publicUrl: PUBLIC_URL,
    google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const statusOf = async (token: string) => (await get('/profile', token)).statusCode;

async function secondDevice(email: string, password = TEST_PASSWORD) {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  return AuthAnswerSchema.parse(res.json()).token;
}

/** A whole Google sign-in through the local provider; the session token the shop hands the browser. */
async function googleSignIn(as: string): Promise<string> {
  const started = await t.app.inject({ url: '/api/v1/auth/google' });
  const cookie = String([started.headers['set-cookie']].flat()[0]).split(';')[0]!;
  const back = await passProvider(String(started.headers.location), { login: as });
  const res = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
  const target = new URL(String(res.headers.location), PUBLIC_URL);
  const token = new URLSearchParams(target.hash.slice(1) || target.search).get('token');
  expect(token).toBeTruthy();
  return token!;
}

const address = {
  name: 'Nusrat Jahan',
  phone: '01812345678',
  province: 'dhaka',
  city: 'DHAKA',
  zone: 'dhanmondi',
  address: 'House 7, Road 3',
  label: 'HOME',
};

describe('the pre-registration takeover (issue 12, finding 2)', () => {
  it("ends the squatter's session when the real owner arrives through Google, so it reads nothing saved after", async () => {
    const as = `owner-${randomUUID().slice(0, 8)}`;
    const email = `${as}@gmail.com`;
    // Someone registers the owner's address first, with a password of their own, and keeps the token.
    const squatter = await signUp(t.app, { name: 'Not The Owner', email });
    expect(await statusOf(squatter.token)).toBe(200);

    provider.setAccount(as, { email, email_verified: true, name: 'Nusrat Jahan' });
    const owner = await googleSignIn(as);
    const saved = await post('/addresses', owner, address);
    expect(saved.statusCode).toBe(201);

    for (const url of ['/addresses', '/profile', '/auth/me', '/orders', '/wishlist']) {
      const res = await get(url, squatter.token);
      expect([url, res.statusCode]).toEqual([url, 401]);
      expect(res.body).not.toContain('House 7');
    }
    expect((await login(email, squatter.password)).statusCode).toBe(401);
    // The owner's own session is the one that counts.
    expect((await get('/addresses', owner)).json().addresses).toHaveLength(1);
  });

  it('keeps other sessions of an account that had no password when Google signs in again', async () => {
    const as = `returning-${randomUUID().slice(0, 8)}`;
    provider.setAccount(as, { email: `${as}@gmail.com`, email_verified: true, name: 'Returning Shopper' });
    const phone = await googleSignIn(as);
    const laptop = await googleSignIn(as);
    expect([await statusOf(phone), await statusOf(laptop)]).toEqual([200, 200]);
  });
});

describe('changing the password (POST /api/v1/auth/password)', () => {
  it('ends every other session and hands this device a new token that keeps working', async () => {
    const shopper = await signUp(t.app);
    const otherDevice = await secondDevice(shopper.email);
    const res = await post('/auth/password', shopper.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const answer = AuthAnswerSchema.parse(res.json());
    expect(answer.user).toMatchObject({ id: shopper.user.id, email: shopper.email });

    expect(await statusOf(answer.token)).toBe(200);
    expect([await statusOf(shopper.token), await statusOf(otherDevice)]).toEqual([401, 401]);
    expect((await login(shopper.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(shopper.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 on the field, and the session goes on', async () => {
    const shopper = await signUp(t.app);
    const res = await post('/auth/password', shopper.token, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Your current password is not correct.',
      code: 'validation_error',
      fields: { currentPassword: 'Your current password is not correct.' },
    });
    expect(await statusOf(shopper.token)).toBe(200);
    expect((await login(shopper.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common or short new password on its field, changing nothing', async () => {
    const shopper = await signUp(t.app);
    const common = await post('/auth/password', shopper.token, { currentPassword: TEST_PASSWORD, newPassword: 'password123' });
    expect([common.statusCode, common.json().code, Object.keys(common.json().fields)]).toEqual([400, 'password_too_common', ['newPassword']]);
    const short = await post('/auth/password', shopper.token, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect([short.statusCode, Object.keys(short.json().fields)]).toEqual([400, ['newPassword']]);
    expect(await statusOf(shopper.token)).toBe(200);
  });

  it('refuses to give a Google-only account a password from its token alone', async () => {
    const as = `google-only-${randomUUID().slice(0, 8)}`;
    provider.setAccount(as, { email: `${as}@gmail.com`, email_verified: true, name: 'Google Only' });
    const token = await googleSignIn(as);
    const res = await post('/auth/password', token, { currentPassword: 'anything', newPassword: NEW_PASSWORD });
    expect([res.statusCode, res.json().message]).toEqual([409, 'This account signs in with Google and has no password to change.']);
    expect(await statusOf(token)).toBe(200);
  });
});

describe("'Sign out everywhere' (POST /api/v1/auth/sessions/revoke)", () => {
  it('ends every session of the account, the one that asked too, and a new sign-in works', async () => {
    const shopper = await signUp(t.app);
    const otherDevice = await secondDevice(shopper.email);
    const bystander = await signUp(t.app);

    const res = await post('/auth/sessions/revoke', shopper.token);
    expect(res.statusCode).toBe(204);
    expect([await statusOf(shopper.token), await statusOf(otherDevice)]).toEqual([401, 401]);
    expect((await get('/profile', otherDevice)).json()).toEqual({ message: 'Authentication failed. Please login again.', code: 'unauthorized' });
    // A revoked token cannot revoke again, and other accounts are untouched.
    expect((await post('/auth/sessions/revoke', shopper.token)).statusCode).toBe(401);
    expect(await statusOf(bystander.token)).toBe(200);
    expect(await statusOf(await secondDevice(shopper.email))).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/revoke' });
    expect(res.statusCode).toBe(401);
  });
});

describe('tokens issued before session versions', () => {
  /** A token as the shop signed them before this change: the same claims, without a session version. */
  const older = (sub: string, claims: object = {}) =>
    new SignJWT({ email: 'x@example.com', name: 'X', ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));

  it('count as the first version: they work until the first raise, then get 401', async () => {
    const shopper = await signUp(t.app);
    const old = await older(shopper.user.id);
    expect(await statusOf(old)).toBe(200);
    await post('/auth/sessions/revoke', shopper.token);
    expect(await statusOf(old)).toBe(401);
  });

  it('a version the account never had, or one that is not a whole number, is refused', async () => {
    const shopper = await signUp(t.app);
    for (const sv of [1, -1, 0.5, '0', null]) expect([sv, await statusOf(await older(shopper.user.id, { sv }))]).toEqual([sv, 401]);
  });
});
