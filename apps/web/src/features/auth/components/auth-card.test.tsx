// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { AuthCard } from './auth-card';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const user = { id: 'u1', email: 'nusrat@example.com', name: 'Nusrat Jahan', given_name: null, family_name: null, picture: null, verified_email: false };

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The API answers with `answers` in turn; resolves once the test lets it (to see the busy state). */
function api(...answers: Response[]) {
  const release: (() => void)[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
    () => new Promise<Response>((resolve) => release.push(() => resolve(answers.shift()!))),
  );
  const answer = async () => {
    await vi.waitFor(() => expect(release.length).toBeGreaterThan(0));
    await act(async () => release.shift()!());
  };
  return { fetch, answer };
}

function renderCard(initialMode: 'login' | 'signup' = 'login') {
  const onLoggedIn = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AuthCard initialMode={initialMode} onLoggedIn={onLoggedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const panel = () => screen.getByRole('tabpanel');
  const field = (label: string) => within(panel()).getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  return { onLoggedIn, panel, field, type };
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  await initI18n('en');
});

describe('auth card', () => {
  it('signs up: busy label, then the success message, name and password cleared, e-mail kept, Login tab shown', async () => {
    const { fetch, answer } = api(reply(201, { token, user }));
    const { type, field, panel } = renderCard('signup');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    type('Full Name', 'Nusrat Jahan');
    type('Email', 'nusrat@example.com');
    type('Password', 'mango-tree-42');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sign Up' }));
    expect(await within(panel()).findByRole('button', { name: 'Signing Up...' })).toBeDefined();
    await answer();

    expect(await screen.findByText('Sign-up successful!')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(field('Email').value).toBe('nusrat@example.com');
    expect(field('Password').value).toBe('');
    expect(document.activeElement).toBe(field('Password'));
    // The Login tab is shown; the shopper is not signed in until they log in (docs/product/auth.md).
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ name: 'Nusrat Jahan', email: 'nusrat@example.com', password: 'mango-tree-42' });

    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(field('Full Name').value).toBe('');
    expect(field('Email').value).toBe('nusrat@example.com');
    expect(field('Password').value).toBe('');
  });

  it('logs in: busy label, the session stored, Login successful! and the screen told to move on', async () => {
    const { answer } = api(reply(200, { token, user }));
    const { type, panel, onLoggedIn } = renderCard();
    type('Email', ' nusrat@example.com ');
    type('Password', 'mango-tree-42');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Login' }));
    expect(await within(panel()).findByRole('button', { name: 'Logging in...' })).toBeDefined();
    await answer();
    expect(await screen.findByText('Login successful!')).toBeDefined();
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Nusrat Jahan' });
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect((within(panel()).getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the message of a wrong password and keeps the shopper signed out', async () => {
    const { answer } = api(reply(401, { message: 'Invalid email or password.', code: 'unauthorized' }));
    const { type, panel, onLoggedIn } = renderCard();
    type('Email', 'nusrat@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Login' }));
    await answer();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('says how many minutes to wait when throttled', async () => {
    const { answer } = api(reply(429, { message: 'Too many attempts.', code: 'rate_limited' }, { 'retry-after': '290' }));
    const { type, panel } = renderCard();
    type('Email', 'nusrat@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Login' }));
    await answer();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 5 minutes.');
  });

  it('checks empty fields and short passwords before any call, under each field, and focuses the first', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { type, field, panel } = renderCard('signup');
    type('Email', 'nusrat@example');
    type('Password', 'short');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sign Up' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(within(panel()).getByText('Please enter your full name.')).toBeDefined();
    expect(within(panel()).getByText('Please enter a valid email address.')).toBeDefined();
    expect(within(panel()).getByText('Password must be at least 8 characters.')).toBeDefined();
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').getAttribute('aria-describedby')).toContain(
      within(panel()).getByText('Password must be at least 8 characters.').id,
    );
    expect(document.activeElement).toBe(field('Full Name'));
    // Typing in a field clears its complaint.
    type('Full Name', 'Nusrat');
    expect(within(panel()).queryByText('Please enter your full name.')).toBeNull();
  });

  it('shows a too-common password under the password field, from the code rather than the server’s words', async () => {
    const { answer } = api(
      reply(400, { message: 'Too common (server words).', code: 'password_too_common', fields: { password: 'Too common (server words).' } }),
    );
    const { type, panel, field } = renderCard('signup');
    type('Full Name', 'Nusrat Jahan');
    type('Email', 'nusrat@example.com');
    type('Password', '12345678');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sign Up' }));
    await answer();
    expect(await within(panel()).findByText('This password is too common and easy to guess. Please choose another one.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Sign-up failed: please check the fields marked below.');
    expect(screen.queryByText('Too common (server words).')).toBeNull();
    expect(document.activeElement).toBe(field('Password'));
  });

  it('shows the duplicate e-mail message and keeps what was typed', async () => {
    const { answer } = api(reply(409, { message: 'Email already registered.', code: 'conflict' }));
    const { type, panel, field } = renderCard('signup');
    type('Full Name', 'Nusrat Jahan');
    type('Email', 'nusrat@example.com');
    type('Password', 'mango-tree-42');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sign Up' }));
    await answer();
    expect((await screen.findByRole('alert')).textContent).toBe('Email already exists. Please use a different email.');
    expect(field('Full Name').value).toBe('Nusrat Jahan');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switches tabs with the arrow keys, one tab stop, and clears the last message', async () => {
    const { answer } = api(reply(401, { message: 'Invalid email or password.', code: 'unauthorized' }));
    const { type, panel } = renderCard();
    type('Email', 'nusrat@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Login' }));
    await answer();
    await screen.findByText('Invalid email or password.');

    const login = screen.getByRole('tab', { name: 'Login' });
    expect(login.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Sign Up' }).tabIndex).toBe(-1);
    login.focus();
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    const signUp = screen.getByRole('tab', { name: 'Sign Up' });
    expect(signUp.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(signUp);
    expect(panel().getAttribute('aria-labelledby')).toBe(signUp.id);
    expect(screen.queryByText('Invalid email or password.')).toBeNull();
  });

  it('has autocomplete hints, a labelled show-password toggle, and every text in Bengali', async () => {
    await initI18n('bn');
    const { field, panel } = renderCard('signup');
    expect(screen.getByRole('tab', { name: 'সাইন আপ' })).toBeDefined();
    expect(field('পুরো নাম').autocomplete).toBe('name');
    expect(field('ইমেইল').type).toBe('email');
    expect(field('ইমেইল').autocomplete).toBe('email');
    expect(field('পাসওয়ার্ড').autocomplete).toBe('new-password');
    const toggle = within(panel()).getByRole('button', { name: 'পাসওয়ার্ড দেখান' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(field('পাসওয়ার্ড').type).toBe('text');
    fireEvent.click(screen.getByRole('tab', { name: 'লগইন' }));
    expect(field('পাসওয়ার্ড').autocomplete).toBe('current-password');
    // Every word on the card is Bengali; the shop's name is the one Latin word.
    expect(document.body.textContent!.replace(/Bazar/g, '').match(/[A-Za-z]{2,}/g)).toBeNull();
  });
});
