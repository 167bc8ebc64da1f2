// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';
import { refreshSessionUser } from './get-me';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const user = { id: 'u1', email: 'nusrat@example.com', name: 'Nusrat', given_name: null, family_name: null, picture: null, verified_email: false };
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('refreshSessionUser', () => {
  it('makes no call when signed out', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await refreshSessionUser();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the user as the server knows them now, with the bearer token', async () => {
    signIn({ token, user });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { ...user, name: 'Nusrat Jahan', picture: 'https://example.com/n.png' }));
    await refreshSessionUser();
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Nusrat Jahan', picture: 'https://example.com/n.png' });
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('keeps the session when offline, and reports a 401 to the sign-out handler', async () => {
    signIn({ token, user });
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await refreshSessionUser();
    expect(localStorage.getItem('token')).toBe(token);

    const handler = vi.fn();
    const off = onUnauthorized(handler);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(401, { message: 'Unauthorized', code: 'unauthorized' }));
    await refreshSessionUser();
    off();
    expect(handler).toHaveBeenCalledWith(token);
  });
});
