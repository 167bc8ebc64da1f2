import { useCallback, useSyncExternalStore } from 'react';
import { readString, subscribeToKey, writeString } from './storage';

/**
 * One of a fixed set of string values kept in localStorage under `key` (country, currency, theme...).
 * An unknown stored value reads as `fallback`, so a stale or hand-edited entry cannot break a screen.
 */
export function useStoredChoice<T extends string>(key: string, options: readonly T[], fallback: T) {
  const read = useCallback((): T => {
    const stored = readString(key);
    return options.includes(stored as T) ? (stored as T) : fallback;
  }, [key, options, fallback]);

  const value = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribeToKey(key, onChange), [key]),
    read,
    () => fallback,
  );

  const set = useCallback((next: T) => writeString(key, next), [key]);
  return [value, set] as const;
}
