import { SESSION_KEYS } from '@shop/shared';
import { readSession } from '../../lib/session';
import { subscribeToKey } from '../../lib/storage';
import { addCartItem, clearCart, deleteCartProducts, getCart, mergeCart, removeCartItem, updateCartItem } from './cart';
import { limitsOf, refusalNotice } from './cart-limits';
import { createCartSync, type CartSync } from './sync-queue';
import type { CartTransport } from './sync-send';
import { showCartNotice } from './cart-notice';
import { localCart } from './local-cart';
import { readSyncState, writeSyncState } from './sync-store';

const transport: CartTransport = {
  get: () => getCart(),
  add: addCartItem,
  set: updateCartItem,
  remove: removeCartItem,
  removeProducts: deleteCartProducts,
  clear: clearCart,
  merge: async (items, key) => {
    const answer = await mergeCart(items, key);
    // Kept within the stock and the cart's limits: say so rather than let lines shrink unexplained.
    if (answer.skipped.length > 0 || answer.capped.length > 0) showCartNotice({ kind: 'merged' });
    return answer.cart;
  },
};

/** Random ids without crypto.randomUUID, which plain-http pages (a shop on a LAN address) lack. */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function exclusive<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('bazar-cart-sync', run) as Promise<T>) : run();
}

let sync: CartSync | null = null;

/** The one cart outbox of this tab, started by the first cart user; it follows the session from then on. */
export function startCartSync(): CartSync {
  if (sync) return sync;
  const started = createCartSync({
    read: readSyncState,
    write: writeSyncState,
    userId: () => readSession()?.user.id || null,
    transport,
    guestLines: () => localCart.read(),
    onMerged: () => localCart.write([]),
    newId,
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
