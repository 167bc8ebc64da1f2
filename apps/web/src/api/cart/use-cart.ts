import { useEffect, useMemo } from 'react';
import { readSession, useSession } from '../../lib/session';
import {
  addLine, cartCount, cartSubtotal, removeLine, setLineQty, type CartLine, type CartProduct,
} from './cart-lines';
import { limitsOf, type CartLimits } from './cart-limits';
import { viewLines } from './cart-ops';
import { showCartNotice } from './cart-notice';
import { startCartSync } from './cart-sync';
import { CART_ITEMS_KEY, localCart } from './local-cart';
import { readSyncState, useSyncState } from './sync-store';

export { CART_ITEMS_KEY, localCart };

/** Signed in and followed by the outbox: the cart is the server's (docs/product/cart.md). */
function syncing(): boolean {
  startCartSync();
  const userId = readSession()?.user.id;
  return Boolean(userId) && readSyncState().userId === userId;
}

/** Signed in, the guest's lines still on the device are on their way into the account (api/guest-lists.ts). */
const currentLines = (): CartLine[] => (syncing() ? viewLines(readSyncState(), localCart.read()) : localCart.read());
const currentLimits = (): CartLimits => limitsOf(syncing() ? readSyncState().server : null);
const find = (id: number, size: string) => currentLines().find((l) => l.id === id && l.selectedSize === size);

/**
 * The quantity asked for, kept within the shop's limit per line (docs/decisions/025), saying so when it
 * was cut. Lowering is always allowed, even a line above a limit that was lowered since.
 */
function withinLimit(current: number, wanted: number): number {
  const { lineQuantity } = currentLimits();
  if (wanted <= current || wanted <= lineQuantity) return wanted;
  showCartNotice({ kind: 'quantity', n: lineQuantity });
  return Math.max(current, lineQuantity);
}

function setQty(id: number, size: string, qty: number) {
  const line = find(id, size);
  const next = withinLimit(line?.qty ?? 0, Math.max(1, Math.floor(qty)));
  if (!syncing()) return localCart.update((lines) => setLineQty(lines, id, size, next));
  if (line && line.qty !== next) startCartSync().enqueue({ kind: 'set', productId: id, size, qty: next });
}

function removeLines(lines: { id: number; selectedSize: string }[]) {
  if (!syncing()) return localCart.update((all) => lines.reduce((rest, l) => removeLine(rest, l.id, l.selectedSize), all));
  const sync = startCartSync();
  const all = currentLines();
  const chosen = (l: CartLine) => lines.some((c) => c.id === l.id && c.selectedSize === l.selectedSize);
  // Products with every line chosen go in one call of the old site's delete; a product with some of its
  // sizes kept loses only the chosen lines.
  const whole = [...new Set(lines.map((l) => l.id))].filter((id) => all.filter((l) => l.id === id).every(chosen));
  if (whole.length > 0) sync.enqueue({ kind: 'removeProducts', productIds: whole });
  for (const l of lines) if (!whole.includes(l.id)) sync.enqueue({ kind: 'remove', productId: l.id, size: l.selectedSize });
}

/**
 * Changes apply on screen at once. Signed out they go to the local cart; signed in they are queued and
 * sent to the server in the background, in order, retried until the server has them.
 */
export const cartActions = {
  add: (product: CartProduct, size: string, qty = 1) => {
    const held = find(product.id, size)?.qty;
    const { lines } = currentLimits();
    if (held === undefined && currentLines().length >= lines) return showCartNotice({ kind: 'lines', n: lines });
    const add = withinLimit(held ?? 0, (held ?? 0) + Math.max(1, Math.floor(qty))) - (held ?? 0);
    if (add <= 0) return;
    if (syncing()) startCartSync().enqueue({ kind: 'add', product, size, qty: add });
    else localCart.update((lines) => addLine(lines, product, size, add));
  },
  increase: (id: number, size: string) => {
    const line = find(id, size);
    if (line) setQty(id, size, line.qty + 1);
  },
  decrease: (id: number, size: string) => {
    const line = find(id, size);
    if (line) setQty(id, size, line.qty - 1);
  },
  setQty,
  remove: (id: number, size: string) => removeLines([{ id, selectedSize: size }]),
  /** The cart screen's DELETE of the selected lines. */
  removeLines,
  clear: () => {
    if (syncing()) startCartSync().enqueue({ kind: 'clear' });
    else localCart.write([]);
  },
};

/**
 * The shopper's cart: its lines, count (sum of quantities), subtotal in taka, and the actions.
 * `loaded` is false while a signed-in cart is read for the first time; `pending` while changes, or a guest
 * cart to merge, are unsent.
 */
export function useCart() {
  useEffect(() => {
    startCartSync();
  }, []);
  const session = useSession();
  const local = localCart.useList();
  const sync = useSyncState();
  const signedIn = session !== null && Boolean(session.user.id) && sync.userId === session.user.id;
  const lines = useMemo(() => (signedIn ? viewLines(sync, local) : local), [signedIn, sync, local]);
  const limits = useMemo(() => limitsOf(signedIn ? sync.server : null), [signedIn, sync.server]);
  return useMemo(
    () => ({
      lines,
      count: cartCount(lines),
      subtotal: cartSubtotal(lines),
      signedIn,
      loaded: !signedIn || sync.server !== null || sync.ops.length > 0 || local.length > 0,
      pending: signedIn && (sync.ops.length > 0 || local.length > 0),
      /** The shop's cart limits, for steppers that must not offer more. */
      limits,
      /** The voucher the server's cart keeps (none for a guest). */
      promo: signedIn ? (sync.server?.promo ?? null) : null,
      ...cartActions,
    }),
    [lines, limits, signedIn, sync, local],
  );
}
