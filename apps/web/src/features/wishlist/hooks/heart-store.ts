import { useSyncExternalStore } from 'react';
import type { WishlistItem } from './local-wishlist';

/** The wishlist as the card hearts need it: what is saved, and how to save or unsave a product. */
interface HeartList {
  saved: ReadonlySet<number>;
  toggle: (item: WishlistItem) => void;
}

const NONE: ReadonlySet<number> = new Set();

/** The list as CardHeartsSource last read it; null until it has. */
let list: HeartList | null = null;
/** Hearts pressed before that: each one a product the shopper, who saw an empty heart, asked to save. */
const waiting = new Map<number, WishlistItem>();
let saved: ReadonlySet<number> = NONE;
const listeners = new Set<() => void>();

function publish() {
  saved = list ? list.saved : waiting.size > 0 ? new Set(waiting.keys()) : NONE;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const read = () => saved;
const readOnServer = () => NONE;

/**
 * The products every card heart shows as saved. A page of cards shows dozens of hearts; each running the
 * whole wishlist hook (a query, a mutation and their effects) cost a phone about 0.3 s of blocked main
 * thread on the home page. `CardHeartsSource` (card-hearts.ts), mounted once, runs it and hands its answer
 * here. This module is all a heart needs, so hearts come with the first screen's script and work as soon
 * as the page is the app's, while the wishlist itself loads after.
 */
export function useSavedHearts(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, read, readOnServer);
}

/**
 * Saves or unsaves the product of a pressed heart. A heart pressed before the list is read is not lost:
 * it shows as saved and is saved once the list is there, unless it already was; pressed again, it is not.
 */
export function toggleCardHeart(item: WishlistItem) {
  if (list) return list.toggle(item);
  if (waiting.has(item.id)) waiting.delete(item.id);
  else waiting.set(item.id, item);
  publish();
}

/** CardHeartsSource hands over the list each time it changes (null when it goes). */
export function takeHeartList(next: HeartList | null) {
  list = next;
  const asked = next ? [...waiting.values()].filter((item) => !next.saved.has(item.id)) : [];
  if (next) waiting.clear();
  publish();
  for (const item of asked) next!.toggle(item);
}
