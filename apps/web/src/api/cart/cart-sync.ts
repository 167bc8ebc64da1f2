import { MAX_LINE_QUANTITY, MAX_MERGE_ITEMS, SESSION_KEYS } from '@shop/shared';
import { randomId } from '../../lib/random-id';
import { readSession } from '../../lib/session';
import { readJson, subscribeToKey } from '../../lib/storage';
import { guestListWaiting, keepWaitingParts, mergeGuestList, type GuestList } from '../guest-lists';
import { addCartItem, clearCart, deleteCartProducts, getCart, mergeCart, removeCartItem, updateCartItem } from './cart';
import { parseCartLines, type CartLine } from './cart-lines';
import { oldMerges } from './cart-ops';
import { limitsOf, refusalNotice } from './cart-limits';
import { createCartSync, type CartSync } from './sync-queue';
import { addedPrice, sizeParam, type CartTransport } from './sync-send';
import { showCartNotice } from './cart-notice';
import { localCart } from './local-cart';
import { CART_SYNC_KEY, readSyncState, writeSyncState } from './sync-store';

const transport: CartTransport = {
  get: () => getCart(),
  add: addCartItem,
  set: updateCartItem,
  remove: removeCartItem,
  removeProducts: deleteCartProducts,
  clear: clearCart,
};

const sameLine = (a: CartLine, b: CartLine) => a.id === b.id && a.selectedSize === b.selectedSize;

/**
 * The guest cart as a guest list (api/guest-lists.ts): parts of at most MAX_MERGE_ITEMS lines, each sent with its
 * key because a cart merge adds quantities; the answered cart becomes the outbox's last answer.
 */
const guestCart: GuestList<CartLine> = {
  name: 'cart',
  read: () => localCart.read(),
  parse: parseCartLines,
  parts: (lines) => Array.from({ length: Math.ceil(lines.length / MAX_MERGE_ITEMS) }, (_, i) => lines.slice(i * MAX_MERGE_ITEMS, (i + 1) * MAX_MERGE_ITEMS)),
  send: async (userId, lines, key) => {
    const answer = await mergeCart(
      lines.map((line) => ({ product_id: line.id, ...sizeParam(line.selectedSize), quantity: Math.min(line.qty, MAX_LINE_QUANTITY), ...addedPrice(line.price) })),
      key,
    );
    // Kept within the stock and the cart's limits: say so rather than let lines shrink unexplained.
    if (answer.skipped.length > 0 || answer.capped.length > 0) showCartNotice({ kind: 'merged' });
    const state = readSyncState();
    if (state.userId === userId) writeSyncState({ ...state, server: answer.cart });
  },
  forget: (part) => localCart.update((lines) => lines.filter((line) => !part.some((sent) => sameLine(sent, line)))),
};

function exclusive<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('bazar-cart-sync', run) as Promise<T>) : run();
}

/** A merge the previous version left in the outbox becomes the guest merge's waiting part, and leaves the outbox. */
function takeOverOldMerges() {
  const old = oldMerges(readJson(CART_SYNC_KEY));
  if (!old) return;
  keepWaitingParts(guestCart, old.userId, old.parts);
  writeSyncState(readSyncState());
}

let sync: CartSync | null = null;

/** The one cart outbox of this tab, started by the first cart user; it follows the session from then on. */
export function startCartSync(): CartSync {
  if (sync) return sync;
  takeOverOldMerges();
  const started = createCartSync({
    read: readSyncState,
    write: writeSyncState,
    userId: () => readSession()?.user.id || null,
    transport,
    mergeGuest: (userId) => (guestListWaiting(guestCart) ? mergeGuestList(guestCart, userId) : null),
    newId: randomId,
    setTimer: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    exclusive,
    // Cart sync failures are only logged (docs/product/cart.md); the shopper's change stays on screen.
    log: (message, error) => console.warn(message, error),
    onRefused: (_op, error) => {
      const notice = refusalNotice(error, limitsOf(readSyncState().server));
      if (notice) showCartNotice(notice);
    },
  });
  sync = started;
  subscribeToKey(SESSION_KEYS.token, () => started.adopt());
  subscribeToKey(SESSION_KEYS.user, () => started.adopt());
  window.addEventListener('online', () => started.retryNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') started.refresh();
  });
  started.adopt();
  return started;
}
