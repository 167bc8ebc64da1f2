import { useEffect, useSyncExternalStore } from 'react';
import { useWishlist, type WishlistItem } from './use-wishlist';

interface Hearts {
  saved: ReadonlySet<number>;
  toggle: (item: WishlistItem) => void;
}

let current: Hearts | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const read = () => current;

/**
 * The one wishlist every card heart reads. A page of cards shows dozens of hearts; each running the whole
 * wishlist hook (a query, a mutation and their effects) cost a phone about 0.3 s of blocked main thread on
 * the home page. `CardHeartsSource`, mounted once, runs it and shares its answer here.
 */
export function useCardHearts(): Hearts | null {
  return useSyncExternalStore(subscribe, read, read);
}

export function CardHeartsSource() {
  const { items, toggle } = useWishlist();
  useEffect(() => {
    current = { saved: new Set(items.map((item) => item.id)), toggle: (item) => void toggle(item) };
    for (const listener of listeners) listener();
  }, [items, toggle]);
  useEffect(
    () => () => {
      current = null;
      for (const listener of listeners) listener();
    },
    [],
  );
  return null;
}
