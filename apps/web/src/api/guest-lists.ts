import { readJson, writeJson } from '../lib/storage';
import { randomId } from '../lib/random-id';
import { classifyFailure } from './cart/sync-failure';

/**
 * A list a guest keeps on this device and takes into the account at sign-in: the cart and the wishlist
 * (docs/decisions/036). Each says how to read, send and forget its entries; `mergeGuestList` does the rest.
 */
export interface GuestList<T> {
  /** Names its merge on the device. */
  name: 'cart' | 'wishlist';
  /** The guest's entries waiting on this device. */
  read(): T[];
  /** Entries as stored with a waiting merge (another version of the shop may have stored them). */
  parse(value: unknown): T[];
  /** The entries in the parts the server takes, in the order they are sent. */
  parts(entries: T[]): T[][];
  /** One part into the account. `key` is the part's, the same on every retry, so a merge that adds up counts once. */
  send(userId: string, part: T[], key: string): Promise<void>;
  /** The server has the part: the device forgets these entries. */
  forget(part: T[]): void;
}

/** A merge under way: for which account, and the parts not answered yet, each with its key. */
interface WaitingMerge<T> {
  userId: string;
  parts: { key: string; entries: T[] }[];
}

/** Waiting merges by list name, so a reload or another tab sends the same parts with the same keys. */
export const GUEST_MERGES_KEY = 'guestMerges';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readWaiting<T>(list: GuestList<T>): WaitingMerge<T> | null {
  const all = readJson(GUEST_MERGES_KEY);
  const merge = isRecord(all) ? all[list.name] : undefined;
  if (!isRecord(merge) || typeof merge.userId !== 'string' || !Array.isArray(merge.parts)) return null;
  const parts = merge.parts.flatMap((part) =>
    isRecord(part) && typeof part.key === 'string' ? [{ key: part.key, entries: list.parse(part.entries) }] : [],
  );
  return { userId: merge.userId, parts };
}

function writeWaiting<T>(list: GuestList<T>, merge: WaitingMerge<T> | null) {
  const all = readJson(GUEST_MERGES_KEY);
  const rest = isRecord(all) ? { ...all } : {};
  if (merge && merge.parts.length > 0) rest[list.name] = merge;
  else delete rest[list.name];
  writeJson(GUEST_MERGES_KEY, rest);
}

/** One merge of a list at a time across this browser's tabs (Web Locks where the browser has them). */
function exclusive<R>(name: string, run: () => Promise<R>): Promise<R> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(`bazar-guest-merge-${name}`, run) as Promise<R>) : run();
}

async function merge<T>(list: GuestList<T>, userId: string): Promise<void> {
  let waiting = readWaiting(list);
  if (!waiting || waiting.userId !== userId) {
    // Parts kept for another account are not sent with this one's token: the entries are still on the device.
    const guest = list.read();
    if (guest.length === 0) {
      if (waiting) writeWaiting(list, null);
      return;
    }
    waiting = { userId, parts: list.parts(guest).map((entries) => ({ key: randomId(), entries })) };
    writeWaiting(list, waiting);
  }
  while (waiting && waiting.parts.length > 0) {
    const [part, ...rest] = waiting.parts;
    try {
      await list.send(userId, part!.entries, part!.key);
    } catch (error) {
      // Offline, a server error or a session that ended: the part waits, with its key, for the next try.
      if (classifyFailure(error) !== 'refused') throw error;
      // Refused (a 4xx): the server has answered that it cannot take these; asking again would not change that.
      console.warn(`${list.name} merge refused`, error);
    }
    list.forget(part!.entries);
    waiting = { userId, parts: rest };
    writeWaiting(list, waiting);
  }
}

/**
 * Takes over parts another version of the shop sent with keys of its own (the cart's outbox kept its merge as a
 * change): they keep their keys, so an answer lost before the upgrade is not added twice. Parts already waiting win.
 */
export function keepWaitingParts<T>(list: GuestList<T>, userId: string, parts: { key: string; entries: T[] }[]) {
  if (parts.length > 0 && readWaiting(list) === null) writeWaiting(list, { userId, parts });
}

const running = new Map<string, Promise<void>>();

/**
 * Takes the guest's list on this device into the signed-in account: the one merge at sign-in of every guest list
 * (docs/decisions/036). Each list calls it before its first server call for the account, so the guest list is in
 * the account before any later change of that list is sent. Entries are forgotten part by part, only once the
 * server has answered; a failure rejects (the caller tries again later) and the next call sends the same parts
 * with the same keys, so a merge whose answer was lost is never added twice. Settles at once when nothing waits.
 */
export function mergeGuestList<T>(list: GuestList<T>, userId: string): Promise<void> {
  const id = `${list.name}:${userId}`;
  const current = running.get(id);
  if (current) return current;
  const started = exclusive(list.name, () => merge(list, userId)).finally(() => running.delete(id));
  running.set(id, started);
  return started;
}

/** Whether a guest list waits to go into an account: entries on the device, or parts not answered yet. */
export function guestListWaiting<T>(list: GuestList<T>): boolean {
  return list.read().length > 0 || readWaiting(list) !== null;
}
