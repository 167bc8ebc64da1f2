import type { Cart } from '@shop/shared';
import { addLine, parseCartLines, removeLine, setLineQty, type CartLine, type CartProduct } from './cart-lines';
import { EMPTY_CART, toCartLines } from './server-lines';

/**
 * A change of a signed-in shopper's cart, waiting to reach the server. Lines are named by product and
 * size (not the server's line id), so a change to a line whose add is still on its way can wait behind it.
 */
export type CartOp =
  | { id: string; kind: 'add'; product: CartProduct; size: string; qty: number }
  | { id: string; kind: 'set'; productId: number; size: string; qty: number }
  | { id: string; kind: 'remove'; productId: number; size: string }
  | { id: string; kind: 'removeProducts'; productIds: number[] }
  | { id: string; kind: 'clear' };

/** A change as the screens ask for it; the outbox gives it its id. */
export type NewCartOp = CartOp extends infer O ? (O extends CartOp ? Omit<O, 'id'> : never) : never;

/** What is kept on the device: whose cart, its last server answer, and the changes not yet sent. */
export interface SyncState {
  userId: string | null;
  server: Cart | null;
  ops: CartOp[];
}

export const EMPTY_SYNC: SyncState = { userId: null, server: null, ops: [] };

/** The change applied to lines on screen, exactly as the server will apply it (bar stock limits). */
function applyOp(lines: CartLine[], op: CartOp): CartLine[] {
  switch (op.kind) {
    case 'add':
      return addLine(lines, op.product, op.size, op.qty);
    case 'set':
      return setLineQty(lines, op.productId, op.size, op.qty);
    case 'remove':
      return removeLine(lines, op.productId, op.size);
    case 'removeProducts':
      return lines.filter((line) => !op.productIds.includes(line.id));
    case 'clear':
      return [];
  }
}

/**
 * What the shopper sees: the last server answer, the guest's lines still on their way into the account
 * (api/guest-lists.ts: they go before any change), and every pending change on top.
 */
export function viewLines(state: SyncState, guest: readonly CartLine[] = []): CartLine[] {
  const merged = guest.reduce((all, line) => addLine(all, line, line.selectedSize, line.qty), toCartLines(state.server ?? EMPTY_CART));
  return state.ops.reduce(applyOp, merged);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isOp(v: unknown): v is CartOp {
  if (!isRecord(v) || typeof v.id !== 'string') return false;
  switch (v.kind) {
    case 'add':
      return isRecord(v.product) && parseCartLines([{ ...v.product, qty: 1 }]).length === 1 && typeof v.size === 'string' && typeof v.qty === 'number';
    case 'set':
      return typeof v.productId === 'number' && typeof v.size === 'string' && typeof v.qty === 'number';
    case 'remove':
      return typeof v.productId === 'number' && typeof v.size === 'string';
    case 'removeProducts':
      return Array.isArray(v.productIds) && v.productIds.every((id) => typeof id === 'number');
    case 'clear':
      return true;
    default:
      return false;
  }
}

function isCart(v: unknown): v is Cart {
  return isRecord(v) && Array.isArray(v.items) && typeof v.count === 'number';
}

/** Reads what another version of the shop, or a damaged store, left: unknown parts are dropped. */
export function parseSyncState(value: unknown): SyncState {
  if (!isRecord(value)) return EMPTY_SYNC;
  return {
    userId: typeof value.userId === 'string' ? value.userId : null,
    server: isCart(value.server) ? value.server : null,
    ops: Array.isArray(value.ops) ? value.ops.filter(isOp) : [],
  };
}

/**
 * The merge changes the previous version of the outbox kept (`{ id, kind: 'merge', lines }`), with the account
 * they were for: their ids were sent as Idempotency-Key, so they go on with the same keys (docs/decisions/036).
 */
export function oldMerges(value: unknown): { userId: string; parts: { key: string; entries: CartLine[] }[] } | null {
  if (!isRecord(value) || typeof value.userId !== 'string' || !Array.isArray(value.ops)) return null;
  const parts = value.ops.flatMap((op) =>
    isRecord(op) && op.kind === 'merge' && typeof op.id === 'string' ? [{ key: op.id, entries: parseCartLines(op.lines) }] : [],
  );
  return parts.length > 0 ? { userId: value.userId, parts } : null;
}
