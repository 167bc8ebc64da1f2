// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, signIn, signOut, useSessionUser, watchSession } from './session';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (claims: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
const user = { id: 'u1', email: 'rahim@example.com', name: 'Rahim Uddin', given_name: null, family_name: null, picture: null, verified_email: false };

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('session', () => {
  it('is signed out without a token, even with a stored user', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(readSession()).toBeNull();
  });

  it('restores the stored user for a token with time left, and follows sign-out', () => {
    const { result } = renderHook(() => useSessionUser());
    act(() => signIn({ token: token({ sub: 'u1', exp: inSeconds(3600) }), user }));
    expect(result.current).toEqual({ id: 'u1', name: 'Rahim Uddin', email: 'rahim@example.com', picture: null });
    localStorage.setItem('redirect_after_login', '/orders');
    act(() => signOut());
    expect(result.current).toBeNull();
    expect(['token', 'user', 'redirect_after_login'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });

  it('treats a token with under five minutes left, or none at all, as signed out', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', token({ sub: 'u1', exp: inSeconds(299) }));
    expect(readSession()).toBeNull();
    localStorage.setItem('token', token({ sub: 'u1' }));
    expect(readSession()).toBeNull();
    localStorage.setItem('token', 'not-a-jwt');
    expect(readSession()).toBeNull();
  });

  it('rebuilds the user from the claims when none is stored', () => {
    localStorage.setItem('token', token({ sub: 'u9', email: 'nadia@example.com', exp: inSeconds(3600) }));
    expect(readSession()?.user).toEqual({ id: 'u9', name: 'nadia', email: 'nadia@example.com', picture: null });
  });

  it('clears an unreadable stored user at start', () => {
    localStorage.setItem('token', token({ sub: 'u1', exp: inSeconds(3600) }));
    localStorage.setItem('user', '{oops');
    const stop = watchSession();
    expect(localStorage.getItem('token')).toBeNull();
    stop();
  });

  it('signs out when the token reaches the five-minute margin', () => {
    vi.useFakeTimers();
    signIn({ token: token({ sub: 'u1', exp: inSeconds(600) }), user });
    const stop = watchSession();
    vi.advanceTimersByTime(299_000);
    expect(localStorage.getItem('token')).not.toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(localStorage.getItem('token')).toBeNull();
    stop();
  });
});
