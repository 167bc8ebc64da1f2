import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Shoppers for browser tests: real accounts made through the API (argon2, tokens signed by the server),
 * so personal calls work exactly as they do for a shopper.
 *
 *   const shopper = await registerUser(request);   // a new account with a unique e-mail
 *   await signInAs(page, shopper);                 // signed in from the first page load
 *   await page.goto('/cart');
 *
 * Sign-ups are throttled per address and every test comes from 127.0.0.1: the browser tests' server is
 * started with a high SIGNUP_LIMIT_PER_HOUR (playwright.config.ts). Still, make one shopper per test that
 * needs one, not one per step: each costs a password hash on a shared machine.
 */

/** The answer of POST /api/v1/auth/register and /login (packages/shared SessionUserSchema). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  given_name: string | null;
  family_name: string | null;
  picture: string | null;
  verified_email: boolean;
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
  token: string;
  user: SessionUser;
}

const random = () => Math.random().toString(36).slice(2, 8);
let sequence = 0;

/** An e-mail no other test (in this run or an earlier one on the same database) has used. */
export function uniqueEmail(label = 'shopper'): string {
  sequence += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${sequence}-${random()}@example.com`;
}

/** A password the API accepts: long enough and not on its list of common passwords. */
export function uniquePassword(): string {
  return `Shapla-${random()}-${random()}`;
}

/**
 * Creates an account through the API and returns its credentials with the session the API answered.
 * `overrides` choose the name, e-mail or password; anything else than 201 fails the test with the answer.
 */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<Pick<TestUser, 'name' | 'email' | 'password'>> = {},
): Promise<TestUser> {
  const input = {
    name: overrides.name ?? 'Nusrat Jahan',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? uniquePassword(),
  };
  const response = await request.post('/api/v1/auth/register', { data: input });
  if (response.status() !== 201) {
    const retry = response.headers()['retry-after'];
    throw new Error(
      `registerUser: POST /api/v1/auth/register answered ${response.status()}${retry ? ` (retry-after ${retry} s)` : ''}: ${await response.text()}`,
    );
  }
  const answer = (await response.json()) as { token: string; user: SessionUser };
  return { ...input, token: answer.token, user: answer.user };
}

/**
 * Signs `user` in on this page before any of the shop's scripts run: the token and the user go into
 * localStorage (docs/product/auth.md keys `token` and `user`) at the first load of the tab. Call it before
 * `page.goto`. Later loads of the same tab are left alone, so a test that signs out and reloads stays
 * signed out. Calling it again with another user switches to that user from the next first load.
 */
export async function signInAs(page: Page, user: Pick<TestUser, 'token' | 'user'>): Promise<void> {
  await page.addInitScript(
    ({ token, userJson, marker }) => {
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', userJson);
    },
    { token: user.token, userJson: JSON.stringify(user.user), marker: `e2e-signed-in:${user.token.slice(-16)}` },
  );
}

/** The session keys of docs/product/auth.md as the page has them now. */
export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null; redirect: string | null }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    redirect: localStorage.getItem('redirect_after_login'),
  }));
}
