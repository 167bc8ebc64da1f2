import { describe, expect, it } from 'vitest';
import { isBackendGoogleError, isGoogleError, safeRedirectPath } from './google';

describe('safeRedirectPath', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    for (const path of ['/', '/product/1', '/products?category=Men&page=2', '/manageaccount/orders#top']) expect(safeRedirectPath(path)).toBe(path);
  });

  it('turns anything that could leave the site, or is not a path, into /', () => {
    const unsafe = ['//evil.example', '///evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'orders', '', '/a\nb', '/a\tb', `/${'x'.repeat(2000)}`];
    for (const value of [...unsafe, undefined, null, 42, ['/a']]) expect(safeRedirectPath(value)).toBe('/');
  });
});

describe('Google error codes', () => {
  it('knows its codes and which ones are the shop failing rather than the sign-in', () => {
    expect(isGoogleError('access_denied')).toBe(true);
    expect(isGoogleError('<script>')).toBe(false);
    expect(['unavailable', 'server_error', 'access_denied', 'invalid_state'].map(isBackendGoogleError)).toEqual([true, true, false, false]);
  });
});
