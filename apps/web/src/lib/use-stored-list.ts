import { useCallback, useSyncExternalStore } from 'react';
import { readString, subscribeToKey, writeJson } from './storage';

/**
 * A JSON list kept in localStorage under `key`, shared by every component and tab. The snapshot is
 * re-parsed only when the stored text changes, so React sees a stable value between writes.
 */
export function createStoredList<T>(key: string, parse: (value: unknown) => T[]) {
  let lastText: string | null | undefined;
  let lastValue: T[] = [];
  const read = (): T[] => {
    const text = readString(key);
    if (text !== lastText) {
      lastText = text;
      try {
        lastValue = text === null ? [] : parse(JSON.parse(text));
      } catch {
        lastValue = [];
      }
    }
    return lastValue;
  };
  const subscribe = (onChange: () => void) => subscribeToKey(key, onChange);
  const write = (next: T[]) => writeJson(key, next);
  const update = (change: (current: T[]) => T[]) => write(change(read()));
  const empty: T[] = [];

  function useList(): T[] {
    return useSyncExternalStore(subscribe, read, () => empty);
  }
  return { read, write, update, useList, useUpdate: () => useCallback(update, []) };
}
