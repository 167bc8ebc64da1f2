import { randomUUID } from 'node:crypto';
import { SessionUserSchema, type SessionUser } from '@shop/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { createGoogleClient } from '../../modules/auth/google-client';
import { passProvider, startOidcProvider, type TestProvider } from '../../../test/oidc-provider';
import { signUp, TEST_PASSWORD } from '../../../test/users';

// The whole Google sign-in against a real OpenID provider on this machine: the shop's redirect, the
// provider's login and consent pages, Google's redirect back, the code exchange and the account rules.

const PUBLIC_URL = 'http://shop.test';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/google/callback`;

let provider: TestProvider;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK] });
  t = await buildTestApp({
    publicUrl: PUBLIC_URL,
    google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat();
const login = () => `g-${randomUUID().slice(0, 8)}`;

async function start(redirect?: string) {
  const query = redirect === undefined ? '' : `?${new URLSearchParams({ redirect })}`;
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/google${query}` });
  expect(res.statusCode).toBe(302);
  const [cookie = ''] = setCookies(res);
  return { location: String(res.headers.location), cookie: cookie.split(';')[0]!, setCookie: cookie };
}

/** Where the shop finally sends the browser: the web app's result screen and its parameters. */
async function finish(providerAnswer: URL, cookie: string) {
  expect(`${providerAnswer.origin}${providerAnswer.pathname}`).toBe(CALLBACK);
  const res = await t.app.inject({ method: 'GET', url: `${providerAnswer.pathname}${providerAnswer.search}`, headers: { cookie } });
  expect(res.statusCode).toBe(302);
  const target = new URL(String(res.headers.location), PUBLIC_URL);
  expect(target.pathname).toBe('/auth/google/callback');
  // The pending sign-in is spent either way.
  expect(setCookies(res).join()).toMatch(/bazar_google_sign_in=;.*Max-Age=0/);
  // The browser sends the path and query to a server (and so to its request log); only the fragment stays home.
  expect(`${target.pathname}${target.search}`).not.toMatch(/token|user|eyJ/);
  const result = new URLSearchParams(target.hash.slice(1));
  const userText = result.get('user');
  return {
    error: target.searchParams.get('error'),
    token: result.get('token'),
    redirect: result.get('redirect'),
    user: userText ? SessionUserSchema.parse(JSON.parse(userText)) : null,
  };
}

async function signInWithGoogle(as: string, options: { redirect?: string; jar?: Map<string, string> } = {}) {
  const { location, cookie } = await start(options.redirect);
  return finish(await passProvider(location, { login: as }, options.jar), cookie);
}

async function me(token: string | null): Promise<SessionUser> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json<SessionUser>();
}

describe('starting a Google sign-in', () => {
  it('says Google sign-in is available', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/status' });
    expect(res.json()).toEqual({ enabled: true });
  });

  it('sends the browser to the provider with PKCE (S256), state, nonce and the registered redirect URL', async () => {
    const { location, setCookie } = await start('/product/1');
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{40,}$/);
    // The verifier, state and nonce stay in an encrypted cookie only scripts cannot read.
    const [pair, ...attributes] = setCookie.split('; ');
    expect(pair).toMatch(/^bazar_google_sign_in=[\w.-]+$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/v1/auth/google', 'SameSite=Lax']);
    expect(setCookie).not.toContain(url.searchParams.get('state')!);
  });

  it('marks the cookie Secure when the shop is reached over https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://bazar.example', google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expect(new URL(String(res.headers.location)).searchParams.get('redirect_uri')).toBe('https://bazar.example/api/v1/auth/google/callback');
      expect(setCookies(res)[0]?.split('; ')).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});

describe('coming back from Google', () => {
  it('creates an account without a password for a new shopper and signs them in where they were', async () => {
    const as = login();
    provider.setAccount(as, {
      email: `${as}@gmail.com`,
      email_verified: true,
      name: 'Sadia Islam',
      given_name: 'Sadia',
      family_name: 'Islam',
      picture: 'https://lh3.googleusercontent.com/a/sadia=s96-c',
    });
    const result = await signInWithGoogle(as, { redirect: '/product/1?size=M' });
    expect(result.error).toBeNull();
    expect(result.redirect).toBe('/product/1?size=M');
    expect(result.user).toMatchObject({
      email: `${as}@gmail.com`,
      name: 'Sadia Islam',
      given_name: 'Sadia',
      family_name: 'Islam',
      picture: 'https://lh3.googleusercontent.com/a/sadia=s96-c',
      verified_email: true,
    });
    const account = await me(result.token);
    expect(account).toMatchObject({ id: result.user!.id, email: `${as}@gmail.com`, verified_email: true });
    // No password was set, so none signs in.
    const password = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: `${as}@gmail.com`, password: TEST_PASSWORD } });
    expect(password.statusCode).toBe(401);
  });

  it('hands the session over in the URL fragment only, which no browser sends to a server or its log', async () => {
    const { location, cookie } = await start('/cart');
    const answer = await passProvider(location, { login: login() });
    const res = await t.app.inject({ method: 'GET', url: `${answer.pathname}${answer.search}`, headers: { cookie } });
    const target = new URL(String(res.headers.location), PUBLIC_URL);
    expect(`${target.pathname}${target.search}`).toBe('/auth/google/callback');
    expect(new URLSearchParams(target.hash.slice(1)).get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('signs the same Google account into the same shop account every time', async () => {
    const as = login();
    const first = await signInWithGoogle(as);
    const again = await signInWithGoogle(as);
    const jar = new Map<string, string>();
    await signInWithGoogle(as, { jar });
    // Still signed in at the provider: no login page this time, same account.
    const remembered = await signInWithGoogle('someone-else', { jar });
    expect(first.user!.id).toBeTruthy();
    expect([again.user!.id, remembered.user!.id]).toEqual([first.user!.id, first.user!.id]);
  });

  it('links to the password account with the same e-mail (any letter case) when Google verified the e-mail', async () => {
    const as = login();
    const existing = await signUp(t.app, { name: 'Karim Uddin', email: `Karim.${as}@Example.com` });
    provider.setAccount(as, { email: `karim.${as}@example.com`, email_verified: true, name: 'Karim U.' });
    const result = await signInWithGoogle(as);
    expect(result.error).toBeNull();
    expect(result.user).toMatchObject({ id: existing.user.id, email: `Karim.${as}@Example.com`, name: 'Karim Uddin', verified_email: true });
    expect((await me(result.token)).id).toBe(existing.user.id);
    // The address was never verified, so whoever registered it may not have owned it: the password is dropped.
    const password = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: existing.email, password: existing.password } });
    expect(password.statusCode).toBe(401);
    expect((await signInWithGoogle(as)).user!.id).toBe(existing.user.id);
  });

  it('does not link to an existing account when Google has not verified the e-mail', async () => {
    const as = login();
    const existing = await signUp(t.app, { email: `nasrin.${as}@example.com` });
    provider.setAccount(as, { email: `nasrin.${as}@example.com`, email_verified: false, name: 'Nasrin' });
    const result = await signInWithGoogle(as);
    expect(result).toMatchObject({ error: 'email_not_verified', token: null, user: null });
    const password = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: existing.email, password: existing.password } });
    expect(password.statusCode).toBe(200);
  });

  it('refuses a second Google account for an e-mail already linked to another one', async () => {
    const first = login();
    const second = login();
    const email = `shared.${first}@example.com`;
    provider.setAccount(first, { email, email_verified: true, name: 'First' });
    provider.setAccount(second, { email, email_verified: true, name: 'Second' });
    expect((await signInWithGoogle(first)).error).toBeNull();
    expect(await signInWithGoogle(second)).toMatchObject({ error: 'account_conflict', token: null });
  });

  it('creates an unverified account for a new e-mail Google has not verified', async () => {
    const as = login();
    provider.setAccount(as, { email: `${as}@example.org`, email_verified: false, given_name: 'Mitu', family_name: 'Akter' });
    const result = await signInWithGoogle(as);
    expect(result.user).toMatchObject({ name: 'Mitu Akter', verified_email: false, picture: null });
  });

  it('reports a cancelled sign-in', async () => {
    const { location, cookie } = await start('/cart');
    const result = await finish(await passProvider(location, { cancel: true }), cookie);
    expect(result).toMatchObject({ error: 'access_denied', token: null, user: null });
  });

  it('keeps only same-site paths as the place to return to', async () => {
    for (const unsafe of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'orders']) {
      expect((await signInWithGoogle(login(), { redirect: unsafe })).redirect).toBe('/');
    }
    expect((await signInWithGoogle(login())).redirect).toBe('/');
  });
});

describe('a callback that cannot be trusted', () => {
  it('fails when the state does not match the sign-in cookie (a callback from another sign-in)', async () => {
    const mine = await start();
    const theirs = await start();
    const answer = await passProvider(theirs.location, { login: login() });
    expect(await finish(answer, mine.cookie)).toMatchObject({ error: 'invalid_state', token: null });
  });

  it('fails without the cookie, with a tampered cookie, and when the same answer is replayed', async () => {
    const { location, cookie } = await start();
    const answer = await passProvider(location, { login: login() });
    expect((await finish(answer, '')).error).toBe('invalid_state');
    const value = cookie.slice(cookie.indexOf('=') + 1);
    const flipped = value.slice(0, -3) + (value.at(-3) === 'A' ? 'B' : 'A') + value.slice(-2);
    expect((await finish(answer, `bazar_google_sign_in=${flipped}`)).error).toBe('invalid_state');
    expect((await finish(answer, cookie)).error).toBeNull();
    // The code is spent: the provider refuses it a second time.
    expect((await finish(answer, cookie)).error).toBe('sign_in_failed');
  });

  it('fails when the code is not one the provider issued', async () => {
    const { location, cookie } = await start();
    const forged = new URL(CALLBACK);
    forged.search = new URLSearchParams({ code: 'made-up-code', state: new URL(location).searchParams.get('state')!, iss: provider.issuer }).toString();
    expect(await finish(forged, cookie)).toMatchObject({ error: 'sign_in_failed', token: null });
  });
});

describe('a shop without Google', () => {
  it('says so, refuses to start, and sends a stray callback to the result screen with an error', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/v1/auth/google/status' })).json()).toEqual({ enabled: false });
      const startRes = await plain.app.inject({ method: 'GET', url: '/api/v1/auth/google?redirect=/cart' });
      expect(startRes.statusCode).toBe(503);
      expect(startRes.json()).toEqual({ message: 'Google sign-in is not available on this shop.', code: 'google_unavailable' });
      const callback = await plain.app.inject({ method: 'GET', url: '/api/v1/auth/google/callback?code=x&state=y' });
      expect(callback.headers.location).toBe('/auth/google/callback?error=unavailable');
    } finally {
      await plain.close();
    }
  });

  it('sends the shopper to the result screen when the provider cannot be reached', async () => {
    const down = await buildTestApp({ publicUrl: PUBLIC_URL, google: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' } });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expect([res.statusCode, res.headers.location]).toEqual([302, '/auth/google/callback?error=unavailable']);
    } finally {
      await down.close();
    }
  });

  it('refuses to start without PUBLIC_URL: the redirect address would come from a Host header the sender chooses', async () => {
    await expect(buildTestApp({ google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret } })).rejects.toThrow(
      /PUBLIC_URL is required with Google sign-in/,
    );
  });

  it('refuses a plain-http provider on another machine', () => {
    expect(() => createGoogleClient({ issuer: 'http://accounts.example.com', clientId: 'x', clientSecret: 'y' })).toThrow(/GOOGLE_ISSUER must be an https:\/\/ URL/);
  });
});
