import { useSyncExternalStore } from 'react';

/**
 * Which header menu is open, if any. One value for the whole header, so opening a menu (by hover,
 * tap or keyboard) shuts the one before it at once instead of after its close delay.
 */
let openId: string | null = null;
const listeners = new Set<() => void>();

export function setOpenMenu(next: string | null): void {
  if (next === openId) return;
  openId = next;
  listeners.forEach((listener) => listener());
}

/** Closes `id` only if it is still the open one (a late timer must not close its successor). */
export function closeMenu(id: string): void {
  if (openId === id) setOpenMenu(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsMenuOpen(id: string): boolean {
  return useSyncExternalStore(subscribe, () => openId === id, () => false);
}
