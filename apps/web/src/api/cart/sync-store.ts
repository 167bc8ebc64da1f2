import { useSyncExternalStore } from 'react';
import { readString, subscribeToKey, writeJson } from '../../lib/storage';
import { EMPTY_SYNC, parseSyncState, type SyncState } from './cart-ops';

/** The signed-in cart's last server answer and its unsent changes, so a reload loses neither. */
export const CART_SYNC_KEY = 'cartSync';

let seenText: string | null | undefined;
let state: SyncState = EMPTY_SYNC;

/**
 * Stable between changes (for useSyncExternalStore). Another tab's write shows up as new text; if this
 * tab's write could not be stored (storage full or blocked), the state still lives on in memory.
 */
export function readSyncState(): SyncState {
  const text = readString(CART_SYNC_KEY);
  if (text !== seenText) {
    seenText = text;
    try {
      state = text === null ? EMPTY_SYNC : parseSyncState(JSON.parse(text));
    } catch {
      state = EMPTY_SYNC;
    }
  }
  return state;
}

export function writeSyncState(next: SyncState): void {
  state = next;
  seenText = JSON.stringify(next);
  writeJson(CART_SYNC_KEY, next);
  // Not stored: remember what storage still says, so the state in memory is not replaced by it.
  if (readString(CART_SYNC_KEY) !== seenText) seenText = readString(CART_SYNC_KEY);
}

const subscribe = (onChange: () => void) => subscribeToKey(CART_SYNC_KEY, onChange);

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, readSyncState, () => EMPTY_SYNC);
}
