/**
 * localStorage that never throws: storage can be full, blocked by privacy settings or hold text
 * another version of the shop wrote. Every write notifies subscribers in this tab; other tabs hear
 * about it through the browser's own `storage` event.
 */
const CHANGE_EVENT = 'bazar:storage';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: the choice lives for this page only.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Parsed JSON, or undefined when the key is missing or does not parse; callers check the shape. */
export function readJson(key: string): unknown {
  const text = readString(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Calls `onChange` whenever `key` changes, in this tab or another; returns the unsubscribe function. */
export function subscribeToKey(key: string, onChange: () => void): () => void {
  const local = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  const remote = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, local);
  window.addEventListener('storage', remote);
  return () => {
    window.removeEventListener(CHANGE_EVENT, local);
    window.removeEventListener('storage', remote);
  };
}
