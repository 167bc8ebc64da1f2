import type { Cart } from '@shop/shared';
import { ApiError, NETWORK_ERROR } from '../../lib/api-client';
import type { CartTransport } from './sync-send';

interface Line {
  id: string;
  product_id: number;
  size: string;
  quantity: number;
}

/**
 * An in-memory stand-in for the cart API in the outbox's unit tests: real cart rules (same product and
 * size add up, idempotency keys, 404 for unknown lines) and failures on demand. Every call is logged.
 */
export function fakeCartServer() {
  let lines: Line[] = [];
  let lastKey: string | null = null;
  let next = 1;
  const failures: ApiError[] = [];
  const calls: string[] = [];
  const price = 100;

  const cart = (): Cart => ({
    items: lines.map((l) => ({
      ...l, price, originalPrice: null, stock: 99, price_changed_from: null,
      product: { name: `Product ${l.product_id}`, name_bn: null, images: [], sku: `SKU-${l.product_id}`, colour: 'Green', category: 'Men' },
    })),
    subtotal: lines.reduce((s, l) => s + l.quantity * price, 0),
    delivery_fee: lines.length ? 150 : 0,
    total: lines.reduce((s, l) => s + l.quantity * price, 0) + (lines.length ? 150 : 0),
    count: lines.reduce((s, l) => s + l.quantity, 0),
  });

  const addUp = (product_id: number, size: string, quantity: number) => {
    const line = lines.find((l) => l.product_id === product_id && l.size === size);
    if (line) line.quantity += quantity;
    else lines.push({ id: `line-${next++}`, product_id, size, quantity });
  };

  const handle = async <T>(name: string, run: () => T): Promise<T> => {
    calls.push(name);
    await Promise.resolve();
    const failure = failures.shift();
    if (failure) throw failure;
    return run();
  };
  const line = (id: string) => {
    const found = lines.find((l) => l.id === id);
    if (!found) throw new ApiError(404, 'Cart item not found.', 'not_found');
    return found;
  };

  const transport: CartTransport = {
    get: () => handle('get', cart),
    add: (item, key) => handle(`add ${item.product_id}:${item.size ?? ''}+${item.quantity}`, () => {
      if (key !== lastKey) addUp(item.product_id, item.size ?? 'M', item.quantity);
      lastKey = key;
      return cart();
    }),
    set: (id, quantity) => handle(`set ${id}=${quantity}`, () => {
      line(id).quantity = quantity;
      return cart();
    }),
    remove: (id) => handle(`remove ${id}`, () => {
      line(id);
      lines = lines.filter((l) => l.id !== id);
      return cart();
    }),
    removeProducts: (ids) => handle(`removeProducts ${ids.join(',')}`, () => {
      lines = lines.filter((l) => !ids.includes(l.product_id));
      return cart();
    }),
    clear: () => handle('clear', () => {
      lines = [];
      return cart();
    }),
  };

  /** POST /cart/merge, which the guest-list merge sends (api/guest-lists.ts), not the outbox. */
  const merge = (items: { product_id: number; size?: string; quantity: number }[], key: string) =>
    handle(`merge ${items.map((i) => `${i.product_id}:${i.size ?? ''}+${i.quantity}`).join(',')}`, () => {
      if (key !== lastKey) for (const i of items) addUp(i.product_id, i.size ?? 'M', i.quantity);
      lastKey = key;
      return cart();
    });

  return {
    transport,
    merge,
    calls,
    cart,
    /** The next calls fail: offline (status 0) unless another status is given. */
    fail(times: number, status = 0) {
      for (let i = 0; i < times; i++) failures.push(new ApiError(status, 'failed', status === 0 ? NETWORK_ERROR : 'internal_error'));
    },
    /** The next call of `method` reaches the server, but its answer is lost on the way back. */
    loseNextAnswerOf(method: keyof CartTransport) {
      const original = transport[method] as (...args: unknown[]) => Promise<Cart>;
      (transport as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        (transport as unknown as Record<string, unknown>)[method] = original;
        await original(...args);
        throw new ApiError(0, 'lost', NETWORK_ERROR);
      };
    },
  };
}
