import { useSyncExternalStore } from 'react';

// Whether the server refused the session's token on the orders screen. The api client signs the shopper
// out on that 401 (decision 010), so the screen turns into its no-session state; this lets that state say
// 'Authentication failed. Please login again.' rather than 'Authentication token not found'.
let rejected = false;
const listeners = new Set<() => void>();

export function setSessionRejected(value: boolean): void {
  if (rejected === value) return;
  rejected = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionRejected(): boolean {
  return useSyncExternalStore(subscribe, () => rejected, () => false);
}
