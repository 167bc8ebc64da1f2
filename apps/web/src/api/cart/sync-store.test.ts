// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncState } from './cart-ops';
import { CART_SYNC_KEY, readSyncState, writeSyncState } from './sync-store';

const state: SyncState = {
  userId: 'u1',
  server: null,
  ops: [{ id: 'op-1', kind: 'set', productId: 2, size: 'M', qty: 3 }],
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the stored cart outbox', () => {
  it('is kept in localStorage, so a reload finds the unsent changes', () => {
    writeSyncState(state);
    expect(JSON.parse(localStorage.getItem(CART_SYNC_KEY)!)).toEqual(state);
    expect(readSyncState()).toEqual(state);
  });

  it('reads a damaged or foreign store as empty, keeping the changes it understands', () => {
    localStorage.setItem(CART_SYNC_KEY, '{not json');
    expect(readSyncState()).toEqual({ userId: null, server: null, ops: [] });
    localStorage.setItem(CART_SYNC_KEY, JSON.stringify({ userId: 'u1', server: 'x', ops: [{ id: 'a', kind: 'explode' }, state.ops[0], null] }));
    expect(readSyncState()).toEqual(state);
  });

  it('keeps the state in memory when storage refuses to store it', () => {
    writeSyncState({ ...state, ops: [] });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeSyncState(state);
    expect(readSyncState()).toEqual(state);
  });
});
