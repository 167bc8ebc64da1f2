// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../lib/api-client';
import { GUEST_MERGES_KEY, guestListWaiting, keepWaitingParts, mergeGuestList, type GuestList } from './guest-lists';

/**
 * A guest list of [product, quantity] entries on a server that adds quantities up, as a cart does, and
 * remembers the keys it applied: what the one merge must survive without counting anything twice.
 */
function setup(entries: [number, number][], partSize = 2) {
  let device = [...entries];
  const account = new Map<number, number>();
  const applied = new Set<string>();
  const sent: string[] = [];
  const outcomes: ('ok' | 'offline' | 'lost' | 'refused')[] = [];
  const list: GuestList<[number, number]> = {
    name: 'cart',
    read: () => device,
    parse: (value) => (Array.isArray(value) ? (value as [number, number][]) : []),
    parts: (all) => Array.from({ length: Math.ceil(all.length / partSize) }, (_, i) => all.slice(i * partSize, (i + 1) * partSize)),
    send: async (userId, part, key) => {
      sent.push(`${userId} ${key.slice(0, 6)} ${part.map(([id, qty]) => `${id}×${qty}`).join(',')}`);
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome === 'offline') throw new ApiError(0, 'offline', NETWORK_ERROR);
      if (outcome === 'refused') throw new ApiError(400, 'Some fields are not valid.', 'validation_error');
      if (!applied.has(key)) for (const [id, qty] of part) account.set(id, (account.get(id) ?? 0) + qty);
      applied.add(key);
      if (outcome === 'lost') throw new ApiError(0, 'lost', NETWORK_ERROR);
    },
    forget: (part) => {
      device = device.filter(([id]) => !part.some(([sent]) => sent === id));
    },
  };
  return {
    list,
    sent,
    /** What the server did before this page: a part applied under `key`. */
    appliedBefore: (key: string, part: [number, number][]) => {
      for (const [id, qty] of part) account.set(id, (account.get(id) ?? 0) + qty);
      applied.add(key);
    },
    next: (...o: typeof outcomes) => outcomes.push(...o),
    device: () => device,
    account: () => Object.fromEntries(account),
  };
}

beforeEach(() => localStorage.clear());

describe('the guest lists’ merge at sign-in', () => {
  it('sends a part whose answer was lost again with the same key, so nothing counts twice, and forgets it only once answered', async () => {
    const s = setup([[1, 2], [2, 1]]);
    s.next('lost');
    await expect(mergeGuestList(s.list, 'u1')).rejects.toBeInstanceOf(ApiError);
    expect(s.device()).toHaveLength(2);
    expect(guestListWaiting(s.list)).toBe(true);
    // The next page (or the next try) finds the part waiting on the device, with its key.
    await mergeGuestList(s.list, 'u1');
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]).toBe(s.sent[0]);
    expect(s.account()).toEqual({ 1: 2, 2: 1 });
    expect(s.device()).toEqual([]);
    expect(guestListWaiting(s.list)).toBe(false);
    expect(localStorage.getItem(GUEST_MERGES_KEY)).toBe('{}');
  });

  it('sends the parts in order, forgetting each as it is answered, and keeps the rest when one fails', async () => {
    const s = setup([[1, 1], [2, 1], [3, 1], [4, 1], [5, 1]]);
    s.next('ok', 'offline');
    await expect(mergeGuestList(s.list, 'u1')).rejects.toBeInstanceOf(ApiError);
    expect(s.device()).toEqual([[3, 1], [4, 1], [5, 1]]);
    await mergeGuestList(s.list, 'u1');
    expect(s.sent.map((line) => line.split(' ')[2])).toEqual(['1×1,2×1', '3×1,4×1', '3×1,4×1', '5×1']);
    expect(s.account()).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 });
    expect(s.device()).toEqual([]);
  });

  it('forgets a part the server refuses, which asking again would not change, and sends the rest', async () => {
    const s = setup([[1, 1], [2, 1], [3, 1]]);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    s.next('refused');
    await mergeGuestList(s.list, 'u1');
    expect(s.account()).toEqual({ 3: 1 });
    expect(s.device()).toEqual([]);
    expect(warned).toHaveBeenCalledTimes(1);
    warned.mockRestore();
  });

  it('never sends parts kept for one account with another’s sign-in, and merges at most once at a time', async () => {
    const s = setup([[1, 1]]);
    s.next('offline');
    await expect(mergeGuestList(s.list, 'u1')).rejects.toBeInstanceOf(ApiError);
    // Another shopper signs in on this device: the entries are still here, and go to that account under a new key.
    await Promise.all([mergeGuestList(s.list, 'u2'), mergeGuestList(s.list, 'u2')]);
    expect(s.sent.map((line) => line.split(' ')[0])).toEqual(['u1', 'u2']);
    expect(s.sent[1]!.split(' ')[1]).not.toBe(s.sent[0]!.split(' ')[1]);
    expect(s.account()).toEqual({ 1: 1 });
    // Nothing left: nothing is sent.
    await mergeGuestList(s.list, 'u2');
    expect(s.sent).toHaveLength(2);
  });

  it('goes on with the keys of parts another version of the shop sent, so a merge applied before the upgrade counts once', async () => {
    const s = setup([[1, 2]]);
    // The old outbox's merge reached the server, but its answer was lost; its id was the key.
    s.appliedBefore('old-merge-id', [[1, 2]]);
    keepWaitingParts(s.list, 'u1', [{ key: 'old-merge-id', entries: [[1, 2]] }]);
    await mergeGuestList(s.list, 'u1');
    expect(s.account()).toEqual({ 1: 2 });
    expect(s.device()).toEqual([]);
  });
});
