// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeString } from '../../../lib/storage';
import { REDIRECT_KEY, signOut, TOKEN_KEY, USER_KEY, useSessionUser } from './use-session-user';

afterEach(() => localStorage.clear());

describe('useSessionUser', () => {
  it('is null without a token, even with a stored user', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ name: 'Rahim', email: 'rahim@example.com' }));
    const { result } = renderHook(() => useSessionUser());
    expect(result.current).toBeNull();
  });

  it('reads the stored user once a token is there, and follows sign-out', () => {
    const { result } = renderHook(() => useSessionUser());
    act(() => {
      writeString(USER_KEY, JSON.stringify({ name: 'Rahim Uddin', email: 'rahim@example.com', picture: 'https://x/p.png' }));
      writeString(TOKEN_KEY, 'abc');
      writeString(REDIRECT_KEY, '/orders');
    });
    expect(result.current).toEqual({ name: 'Rahim Uddin', email: 'rahim@example.com', picture: 'https://x/p.png' });
    act(() => signOut());
    expect(result.current).toBeNull();
    expect([TOKEN_KEY, USER_KEY, REDIRECT_KEY].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });

  it('survives a broken user entry and names the shopper from the e-mail', () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    localStorage.setItem(USER_KEY, JSON.stringify({ email: 'nadia@example.com', name: 42 }));
    expect(renderHook(() => useSessionUser()).result.current).toEqual({ name: 'nadia', email: 'nadia@example.com' });
    localStorage.setItem(USER_KEY, '{oops');
    expect(renderHook(() => useSessionUser()).result.current).toEqual({ name: '', email: '' });
  });
});
