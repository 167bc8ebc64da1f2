import { MAX_WISHLIST_ITEMS, type Wishlist } from '@shop/shared';
import { vi } from 'vitest';

const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A stand-in for /api/v1/wishlist behind `fetch`, for the hook's unit tests: the server's rules (newest
 * first, idempotent add and remove, merge on top in the guest's order, unknown products 404 or skipped)
 * and failures on demand. Products 1..999 exist. Every call is logged as 'METHOD path'.
 */
export function fakeWishlistServer(saved: number[] = []) {
  let ids = [...saved];
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const failures: number[] = [];
  let held: Promise<void> | null = null;
  const known = (id: number) => id >= 1 && id < 1000;
  const list = (): Wishlist => ({
    items: ids.map((id) => ({
      id: String(id), productId: id, productName: `Product ${id}`, productNameBn: null, productImage: `/images/${id}.webp`,
      price: id * 10, oldPrice: null, inStock: true, addedAt: '2026-11-22T00:00:00.000Z',
    })),
  });

  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://shop.test').pathname;
    calls.push(`${method} ${path}`);
    bodies.push(init?.body ? JSON.parse(String(init.body)) : undefined);
    await (held ?? Promise.resolve());
    const status = failures.shift();
    if (status === 0) throw new TypeError('Failed to fetch');
    if (status) return reply(status, { message: 'Refused.', code: status === 409 ? 'wishlist_full' : 'internal_error' });
    const id = Number(path.split('/').pop());
    if (method === 'GET') return reply(200, list());
    if (method === 'PUT') {
      if (!known(id)) return reply(404, { message: 'Product not found.', code: 'not_found' });
      if (!ids.includes(id)) {
        if (ids.length >= MAX_WISHLIST_ITEMS) return reply(409, { message: 'Full.', code: 'wishlist_full' });
        ids = [id, ...ids];
      }
      return reply(200, list());
    }
    if (method === 'DELETE') {
      ids = ids.filter((p) => p !== id);
      return reply(204);
    }
    const { productIds } = bodies.at(-1) as { productIds: number[] };
    const added = [...new Set(productIds)].filter((p) => known(p) && !ids.includes(p));
    ids = [...added, ...ids];
    return reply(200, { ...list(), skipped: productIds.filter((p) => !known(p)).map((productId) => ({ productId, reason: 'unknown_product' })) });
  });

  return {
    calls,
    bodies,
    ids: () => ids,
    /** The next calls answer these statuses (0: no answer at all) instead of doing their work. */
    fail: (...statuses: number[]) => failures.push(...statuses),
    /** Holds every answer until the returned function is called, to see the screen before the server answers. */
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    restore: () => fetch.mockRestore(),
  };
}
