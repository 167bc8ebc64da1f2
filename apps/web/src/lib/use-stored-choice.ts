import { useCallback, useSyncExternalStore } from 'react';
import { readString, subscribeToKey, writeString } from './storage';

/**
 * One of a fixed set of string values kept in localStorage under `key` (country, currency, theme...).
 * An unknown stored value reads as `fallback`, so a stale or hand-edited entry cannot break a screen.
 * `serverValue` is what a page drawn by the server shows (the browser hydrates with it, then shows its own).
 */
export function useStoredChoice<T extends string>(key: string, options: readonly T[], fallback: T, serverValue: T = fallback) {
  const read = useCallback((): T => {
    const stored = readString(key);
    return options.includes(stored as T) ? (stored as T) : fallback;
  }, [key, options, fallback]);

  const value = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribeToKey(key, onChange), [key]),
    read,
    () => serverValue,
  );

  const set = useCallback((next: T) => writeString(key, next), [key]);
  return [value, set] as const;
}
