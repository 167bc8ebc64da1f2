import { useSyncExternalStore } from 'react';

/**
 * What the cart could not do as asked, for the cart screens to say (docs/decisions/025): a limit reached on
 * this device, a change the server refused, or a guest cart that did not all fit at sign-in.
 */
export type CartNotice =
  | { kind: 'quantity'; n: number }
  | { kind: 'lines'; n: number }
  | { kind: 'merged' }
  /** Any other refusal: the server's own words. */
  | { kind: 'server'; message: string };

let notice: CartNotice | null = null;
const listeners = new Set<() => void>();

function set(next: CartNotice | null) {
  notice = next;
  for (const listener of listeners) listener();
}

export const showCartNotice = (next: CartNotice) => set(next);
export const dismissCartNotice = () => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCartNotice(): CartNotice | null {
  return useSyncExternalStore(subscribe, () => notice, () => null);
}
