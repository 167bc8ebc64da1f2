import { useSyncExternalStore } from 'react';
import { readString, subscribeToKey, writeString } from '../../../lib/storage';

/**
 * The signed-in shopper as the header needs it, read from localStorage (`token`, and `user` as JSON
 * `{ name, email, picture? }`). A stand-in the accounts work replaces with the real session.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const REDIRECT_KEY = 'redirect_after_login';

export interface SessionUser {
  name: string;
  email: string;
  picture?: string;
}

function parseUser(text: string | null): SessionUser {
  let value: unknown;
  try {
    value = text === null ? undefined : JSON.parse(text);
  } catch {
    value = undefined;
  }
  const user = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const email = str(user.email);
  const picture = str(user.picture);
  // A name is what the greeting needs: fall back to the part of the e-mail before the @.
  const name = str(user.name) || email.split('@')[0] || '';
  return picture ? { name, email, picture } : { name, email };
}

let lastToken: string | null = null;
let lastUserText: string | null = null;
let lastSession: SessionUser | null = null;

/** Stable between changes, as useSyncExternalStore needs. Signed in means a token is present. */
function read(): SessionUser | null {
  const token = readString(TOKEN_KEY);
  const userText = readString(USER_KEY);
  if (token !== lastToken || userText !== lastUserText) {
    lastToken = token;
    lastUserText = userText;
    lastSession = token ? parseUser(userText) : null;
  }
  return lastSession;
}

function subscribe(onChange: () => void): () => void {
  const offToken = subscribeToKey(TOKEN_KEY, onChange);
  const offUser = subscribeToKey(USER_KEY, onChange);
  return () => {
    offToken();
    offUser();
  };
}

/** The shopper when signed in, else null; follows sign-in and sign-out in this tab and others. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Forgets the session on this device (the caller then goes to the home page). */
export function signOut(): void {
  writeString(TOKEN_KEY, null);
  writeString(USER_KEY, null);
  writeString(REDIRECT_KEY, null);
}
