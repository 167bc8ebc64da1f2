import { safeRedirectPath, SESSION_KEYS } from '@shop/shared';
import { readString, writeString } from '../../../lib/storage';

/** Screens a shopper should not land on again after signing in. */
const SIGN_IN_PAGES = /^\/(auth|login|register)(\/|\?|#|$)/;

/**
 * Where to return after Google (docs/product/auth.md): the place the screen asks for, else a target already
 * stored (checkout stores one before sending a guest to /login), else the current page unless it is a
 * sign-in page. Only paths of this site count.
 */
export function chooseGoogleTarget(explicit: string | undefined, current: string): string {
  const stored = readString(SESSION_KEYS.redirect);
  for (const candidate of [explicit, stored]) {
    if (candidate && safeRedirectPath(candidate) === candidate) return candidate;
  }
  const here = safeRedirectPath(current);
  return SIGN_IN_PAGES.test(here) ? '/' : here;
}

export function rememberGoogleTarget(target: string): void {
  writeString(SESSION_KEYS.redirect, target);
}

/** The stored post-login target (else `fallback`, else /), forgotten as it is used. */
export function takeGoogleTarget(fallback?: string | null): string {
  const target = safeRedirectPath(readString(SESSION_KEYS.redirect) ?? fallback ?? '/');
  writeString(SESSION_KEYS.redirect, null);
  return target;
}

/** The whole page leaves for the API (which sends it on to Google); a seam for tests. */
export function leaveForGoogle(url: string): void {
  window.location.assign(url);
}
