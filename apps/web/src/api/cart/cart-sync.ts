import { SESSION_KEYS } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import { getToken, readSession } from '../../../lib/session';
import { subscribeToKey } from '../../../lib/storage';
import { addCartItem } from '../api/add-cart-item';
import { clearCart } from '../api/clear-cart';
import { deleteCartProducts } from '../api/delete-cart-products';
import { getCart } from '../api/get-cart';
import { mergeCart } from '../api/merge-cart';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartItem } from '../api/update-cart-item';
import { limitsOf, refusalNotice } from '../utils/cart-limits';
import { createCartSync, type CartSync } from '../utils/sync-queue';
import type { CartTransport } from '../utils/sync-send';
import { showCartNotice } from './cart-notice';
import { localCart } from './local-cart';
import { readSyncState, writeSyncState } from './sync-store';

function token(): string {
  const current = getToken();
  if (!current) throw new ApiError(401, 'Signed out.', 'unauthorized');
  return current;
}

const transport: CartTransport = {
  get: () => getCart(token()),
  add: (item, key) => addCartItem(token(), item, key),
  set: (lineId, quantity) => updateCartItem(token(), lineId, quantity),
  remove: (lineId) => removeCartItem(token(), lineId),
  removeProducts: (ids) => deleteCartProducts(token(), ids),
  clear: () => clearCart(token()),
  merge: async (items, key) => {
    const answer = await mergeCart(token(), items, key);
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
    // Cart sync failures are only logged (accounts spec §8); the shopper's change stays on screen.
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
