import { useSyncExternalStore } from 'react';
import { SESSION_KEYS, TOKEN_EXPIRY_MARGIN_SECONDS, type AuthAnswer } from '@shop/shared';
import { readString, subscribeToKey, writeString } from './storage';

/**
 * The session of docs/product/auth.md: `token` and `user` in localStorage. Signed in means a token with
 * more than five minutes left and a readable user (or, with no stored user, one rebuilt from the claims).
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  picture: string | null;
}
export interface Session {
  token: string;
  user: SessionUser;
}

type Claims = Record<string, unknown>;

/** The payload of a JWT, unverified (the server verifies; the client only reads the expiry and names). */
export function readClaims(token: string): Claims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/** Seconds since the epoch when the token stops counting: its expiry minus the five-minute margin. */
export function usableUntil(token: string): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' ? exp - TOKEN_EXPIRY_MARGIN_SECONDS : null;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function toUser(value: Claims, claims: Claims): SessionUser | null {
  const id = str(value.id) || str(value.user_id) || str(value.sub) || str(claims.sub);
  const email = str(value.email);
  if (!id && !email) return null;
  // The greeting needs a name: fall back to the part of the e-mail before the @.
  const name = str(value.name) || [str(value.given_name), str(value.family_name)].filter(Boolean).join(' ') || email.split('@')[0] || '';
  return { id, name, email, picture: str(value.picture) || null };
}

function parse(token: string | null, userText: string | null, nowSeconds: number): Session | null {
  if (!token) return null;
  const until = usableUntil(token);
  const claims = readClaims(token);
  if (until === null || claims === null || until <= nowSeconds) return null;
  if (userText === null) {
    const user = toUser(claims, claims);
    return user ? { token, user } : null;
  }
  try {
    const value: unknown = JSON.parse(userText);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const user = toUser(value as Claims, claims);
    return user ? { token, user } : null;
  } catch {
    return null;
  }
}

let lastToken: string | null = null;
let lastUserText: string | null = null;
let lastSession: Session | null = null;

/** Stable between changes, as useSyncExternalStore needs. */
export function readSession(): Session | null {
  const token = readString(SESSION_KEYS.token);
  const userText = readString(SESSION_KEYS.user);
  if (token !== lastToken || userText !== lastUserText) {
    lastToken = token;
    lastUserText = userText;
    lastSession = parse(token, userText, Date.now() / 1000);
  }
  return lastSession;
}

/** The bearer token for personal calls, or null when signed out. */
export function getToken(): string | null {
  return readSession()?.token ?? null;
}

function subscribe(onChange: () => void): () => void {
  const offs = [subscribeToKey(SESSION_KEYS.token, onChange), subscribeToKey(SESSION_KEYS.user, onChange)];
  return () => offs.forEach((off) => off());
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

export function useSessionUser(): SessionUser | null {
  return useSession()?.user ?? null;
}

let refused = false;
const refusedListeners = new Set<() => void>();

function setRefused(value: boolean): void {
  if (refused === value) return;
  refused = value;
  refusedListeners.forEach((listener) => listener());
}

/**
 * The one handling of a refused session: a personal call sent with this token was answered 401 (expired,
 * revoked, signed out everywhere, another server's). Unless a newer sign-in replaced it, the session ends
 * here, once. Where the shopper was going after signing in is kept (a sign-out forgets it): the guarded
 * screens send them to sign in and store the page they were on, and signing in again leads there.
 */
export function refuseSession(sentToken: string): void {
  if (readString(SESSION_KEYS.token) !== sentToken) return;
  const target = readString(SESSION_KEYS.redirect);
  signOut();
  writeString(SESSION_KEYS.redirect, target);
  setRefused(true);
}

/** The refusal has been told, or a new session began: screens speak of a plain signed-out state again. */
export function forgetRefusal(): void {
  setRefused(false);
}

/** Whether the last session ended because the server refused it, so a screen can say so instead of 'not signed in'. */
export function useSessionRefused(): boolean {
  return useSyncExternalStore(
    (listener) => {
      refusedListeners.add(listener);
      return () => refusedListeners.delete(listener);
    },
    () => refused,
    () => false,
  );
}

export function signIn(answer: AuthAnswer): void {
  forgetRefusal();
  writeString(SESSION_KEYS.user, JSON.stringify(answer.user));
  writeString(SESSION_KEYS.token, answer.token);
}

/** Forgets the session on this device: token, user and the post-login target. */
export function signOut(): void {
  writeString(SESSION_KEYS.token, null);
  writeString(SESSION_KEYS.user, null);
  writeString(SESSION_KEYS.redirect, null);
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Run once at start: a stored session that is expired, nearly expired or unreadable is cleared, and
 * a valid one is cleared when it reaches the five-minute margin (in this tab; other tabs follow storage).
 */
export function watchSession(): () => void {
  const check = () => {
    clearTimeout(expiryTimer);
    const token = readString(SESSION_KEYS.token);
    if (token === null) return;
    // Parsed afresh: readSession() caches by stored text, and time has passed since.
    const session = parse(token, readString(SESSION_KEYS.user), Date.now() / 1000);
    if (!session) {
      signOut();
      return;
    }
    const until = usableUntil(session.token) ?? 0;
    // setTimeout overflows past ~24.8 days; re-check then instead.
    const delay = Math.min(until * 1000 - Date.now(), 2_000_000_000);
    expiryTimer = setTimeout(check, Math.max(delay, 0));
  };
  check();
  const unsubscribe = subscribe(check);
  return () => {
    clearTimeout(expiryTimer);
    unsubscribe();
  };
}
