// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { readSession } from '../../../lib/session';
import type { GoogleScreen } from '../utils/google-messages';
import { GoogleResult } from './google-result';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
const user = { id: 'u1', email: 'sadia@gmail.com', name: 'Sadia Islam', given_name: 'Sadia', family_name: 'Islam', picture: null, verified_email: true };
const token = () => jwt({ sub: 'u1', email: 'sadia@gmail.com', name: 'Sadia Islam', exp: inSeconds(3600) });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

function visit(screenName: GoogleScreen, query: Record<string, string>, fragment?: Record<string, string>) {
  const path = screenName === 'callback' ? '/auth/google/callback' : '/auth/success';
  const hash = fragment ? `#${new URLSearchParams(fragment)}` : '';
  const router = createMemoryRouter(
    [
      { path, element: <GoogleResult screen={screenName} title="Google sign-in" /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`${path}?${new URLSearchParams(query)}${hash}`] },
  );
  render(<RouterProvider router={router} />);
  const where = () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { router, where };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Google result screens', () => {
  it('signs the shopper in, cleans the address at once, and goes to the stored target after 2 s', async () => {
    localStorage.setItem('redirect_after_login', '/product/1');
    const { where } = visit('callback', { token: token(), user: JSON.stringify(user), redirect: '/cart' });
    expect(screen.getByText('Completing your Google sign-in...')).toBeDefined();
    expect(where()).toBe('/auth/google/callback');
    await wait(100);
    expect(screen.getByText("You're signed in!")).toBeDefined();
    expect(readSession()?.user).toEqual({ id: 'u1', name: 'Sadia Islam', email: 'sadia@gmail.com', picture: null });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    await wait(1999);
    expect(where()).toBe('/auth/google/callback');
    await wait(1);
    expect(where()).toBe('/product/1');
    expect(localStorage.getItem('redirect_after_login')).toBeNull();
  });

  it('reads the session from the fragment, where the API puts it, and takes the fragment out of the address', async () => {
    const { where } = visit('callback', {}, { token: token(), user: JSON.stringify(user), redirect: '/cart' });
    expect(where()).toBe('/auth/google/callback');
    await wait(100);
    expect(screen.getByText("You're signed in!")).toBeDefined();
    expect(readSession()?.user.id).toBe('u1');
    await wait(2000);
    expect(where()).toBe('/cart');
  });

  it('uses the target the API carried when none is stored, and rebuilds the user from the token without `user`', async () => {
    const { where } = visit('success', { token: token(), redirect: '/orders' });
    await wait(100);
    expect(screen.getByText('Welcome, Sadia Islam. Taking you back to the shop...')).toBeDefined();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 'u1', name: 'Sadia Islam', email: 'sadia@gmail.com' });
    await wait(2000);
    expect(where()).toBe('/orders');
  });

  it('does not start before 100 ms have passed', async () => {
    visit('callback', { token: token() });
    await wait(99);
    expect(localStorage.getItem('token')).toBeNull();
    await wait(1);
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('without a token says so and returns to /auth after 4 s (callback) or 3 s (success)', async () => {
    const callback = visit('callback', {});
    await wait(100);
    expect(screen.getByRole('alert').textContent).toContain('No authentication token received');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    await wait(3999);
    expect(callback.where()).toBe('/auth/google/callback');
    await wait(1);
    expect(callback.where()).toBe('/auth?error=no_token');
    cleanup();

    const success = visit('success', {});
    await wait(100);
    expect(screen.getByRole('alert').textContent).toContain('No authentication token received from Google');
    await wait(3000);
    expect(success.where()).toBe('/auth?error=no_token');
  });

  it('rejects a token it cannot decode, or one already expired', async () => {
    visit('callback', { token: 'not-a-token' });
    await wait(100);
    expect(screen.getByRole('alert').textContent).toContain('Invalid authentication token');
    cleanup();
    visit('callback', { token: jwt({ sub: 'u1', exp: inSeconds(60) }) });
    await wait(100);
    expect(screen.getByRole('alert').textContent).toContain('Login failed: the sign-in has already expired. Please try again.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the API's reason, and sends a backend failure home from the callback screen", async () => {
    const cancelled = visit('callback', { error: 'access_denied' });
    await wait(100);
    expect(screen.getByRole('alert').textContent).toContain('Authentication failed: the sign-in was cancelled at Google.');
    await wait(4000);
    expect(cancelled.where()).toBe('/auth?error=access_denied');
    cleanup();

    const backend = visit('callback', { error: 'server_error' });
    await wait(100);
    expect(screen.getByText('Taking you to the home page...')).toBeDefined();
    await wait(4000);
    expect(backend.where()).toBe('/');
    cleanup();

    const onSuccessScreen = visit('success', { error: 'server_error' });
    await wait(3100);
    expect(onSuccessScreen.where()).toBe('/auth?error=server_error');
  });

  it('never shows text from the address bar as its own', async () => {
    visit('callback', { error: 'Call 01700000000 to unlock your account' });
    await wait(100);
    expect(screen.getByRole('alert').textContent).toContain('Authentication failed: the Google sign-in did not complete.');
    expect(document.body.textContent).not.toContain('01700000000');
  });

  it('sends a shopper who is already signed in straight to the stored target', async () => {
    localStorage.setItem('token', token());
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('redirect_after_login', '/wishlist');
    const { where } = visit('callback', { token: jwt({ sub: 'other', exp: inSeconds(3600) }) });
    await wait(0);
    expect(where()).toBe('/wishlist');
    expect(readSession()?.user.id).toBe('u1');
  });
});
