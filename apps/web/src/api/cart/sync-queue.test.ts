import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { CartLine } from './cart-lines';
import { EMPTY_SYNC, oldMerges, parseSyncState, viewLines, type SyncState } from './cart-ops';
import { createCartSync } from './sync-queue';
import { fakeCartServer } from './sync-test-server';

const product = (id: number) => ({ id, name: `Product ${id}`, price: 100, oldPrice: null, image: '' });
const guestLine = (id: number, size: string, qty: number): CartLine => ({ ...product(id), selectedSize: size, qty });

/** The outbox on a fake server, its state kept as text like localStorage, its timers fired by hand. */
function device(server: ReturnType<typeof fakeCartServer>, options: { storedText?: string; guest?: CartLine[] } = {}) {
  let text = options.storedText ?? JSON.stringify(EMPTY_SYNC);
  let user: string | null = 'u1';
  let guest = options.guest ?? [];
  let ids = 0;
  const timers: { run: () => void; ms: number; live: boolean }[] = [];
  const refused: string[] = [];
  const read = (): SyncState => parseSyncState(JSON.parse(text));
  const sync = createCartSync({
    read,
    write: (state) => {
      text = JSON.stringify(state);
    },
    userId: () => user,
    transport: server.transport,
    // The guest-list merge (api/guest-lists.ts, tested beside it), reduced to what the outbox relies on.
    mergeGuest: () =>
      guest.length === 0
        ? null
        : server.merge(guest.map((l) => ({ product_id: l.id, size: l.selectedSize, quantity: l.qty })), 'guest-cart').then(() => {
          guest = [];
        }),
    newId: () => `op-${Math.random().toString(36).slice(2)}-${++ids}`,
    onRefused: (op, error) => refused.push(`${op.kind}:${error instanceof ApiError ? error.status : '?'}`),
    setTimer: (run, ms) => {
      const timer = { run, ms, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
  });
  return {
    sync,
    state: read,
    view: () => viewLines(read()).map((l) => `${l.id}:${l.selectedSize}×${l.qty}`),
    text: () => text,
    refused: () => refused,
    guest: () => guest,
    signIn: (id: string | null) => {
      user = id;
      sync.adopt();
      return sync.kick();
    },
    liveTimers: () => timers.filter((t) => t.live).map((t) => t.ms),
    async fireTimer() {
      const timer = timers.find((t) => t.live);
      if (!timer) throw new Error('no timer waiting');
      timer.live = false;
      timer.run();
      await sync.kick();
    },
  };
}

describe('the signed-in cart outbox', () => {
  it('shows changes at once, sends them in order, and then shows the server’s cart', async () => {
    const server = fakeCartServer();
    const d = device(server);
    await d.signIn('u1');
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 2 });
    d.sync.enqueue({ kind: 'add', product: product(2), size: 'ONE', qty: 1 });
    d.sync.enqueue({ kind: 'set', productId: 1, size: 'M', qty: 5 });
    expect(d.view()).toEqual(['1:M×5', '2:ONE×1']);
    await d.sync.kick();
    expect(server.calls).toEqual(['get', 'add 1:M+2', 'add 2:ONE+1', 'set line-1=5']);
    expect(d.state().ops).toEqual([]);
    expect(d.state().server).toEqual(server.cart());
    expect(d.view()).toEqual(['1:M×5', '2:ONE×1']);
  });

  it('retries a failed change with growing waits, keeps later changes behind it, and loses nothing', async () => {
    const server = fakeCartServer();
    const d = device(server);
    await d.signIn('u1');
    server.fail(3);
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 1 });
    await d.sync.kick();
    d.sync.enqueue({ kind: 'add', product: product(2), size: 'L', qty: 1 });
    await d.sync.kick();
    // Nothing overtakes the change that failed, and the shopper still sees both.
    expect(server.calls).toEqual(['get', 'add 1:M+1']);
    expect(d.view()).toEqual(['1:M×1', '2:L×1']);
    expect(d.liveTimers()).toEqual([1000]);
    await d.fireTimer();
    expect(d.liveTimers()).toEqual([2000]);
    await d.fireTimer();
    expect(d.liveTimers()).toEqual([4000]);
    await d.fireTimer();
    expect(d.liveTimers()).toEqual([]);
    expect(server.calls.slice(1)).toEqual(['add 1:M+1', 'add 1:M+1', 'add 1:M+1', 'add 1:M+1', 'add 2:L+1']);
    expect(server.cart().count).toBe(2);
    expect(d.state().ops).toEqual([]);
  });

  it('tries again at once when the browser is back online', async () => {
    const server = fakeCartServer();
    const d = device(server);
    await d.signIn('u1');
    server.fail(1, 503);
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 1 });
    await d.sync.kick();
    expect(d.liveTimers()).toEqual([1000]);
    d.sync.retryNow();
    await d.sync.kick();
    expect(d.liveTimers()).toEqual([]);
    expect(server.cart().count).toBe(1);
  });

  it('counts an add whose answer was lost once, because the retry carries the same key', async () => {
    const server = fakeCartServer();
    const d = device(server);
    await d.signIn('u1');
    server.loseNextAnswerOf('add');
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 2 });
    await d.sync.kick();
    expect(server.cart().count).toBe(2);
    await d.fireTimer();
    expect(server.calls).toEqual(['get', 'add 1:M+2', 'add 1:M+2']);
    expect(server.cart().count).toBe(2);
    expect(d.view()).toEqual(['1:M×2']);
  });

  it('keeps unsent changes through a reload and sends them from the next page', async () => {
    const server = fakeCartServer();
    const first = device(server);
    await first.signIn('u1');
    server.fail(1);
    first.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 1 });
    first.sync.enqueue({ kind: 'add', product: product(3), size: 'S', qty: 2 });
    await first.sync.kick();
    expect(first.state().ops).toHaveLength(2);

    const reloaded = device(server, { storedText: first.text() });
    expect(reloaded.view()).toEqual(['1:M×1', '3:S×2']);
    await reloaded.signIn('u1');
    expect(server.cart().items.map((i) => `${i.product_id}:${i.size}×${i.quantity}`)).toEqual(['1:M×1', '3:S×2']);
    expect(reloaded.state().ops).toEqual([]);
  });

  it('drops a change the server refuses and shows the server’s cart again', async () => {
    const server = fakeCartServer();
    const d = device(server);
    await d.signIn('u1');
    server.fail(1, 409);
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 50 });
    await d.sync.kick();
    expect(server.calls).toEqual(['get', 'add 1:M+50', 'get']);
    expect(d.state().ops).toEqual([]);
    expect(d.view()).toEqual([]);
    expect(d.liveTimers()).toEqual([]);
    // The screens are told, so the shopper reads why the line went (docs/decisions/025).
    expect(d.refused()).toEqual(['add:409']);
  });

  it('sends consecutive quantity changes of one line as one, never replacing a change that may be on its way', async () => {
    const server = fakeCartServer();
    const d = device(server);
    await d.signIn('u1');
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 1 });
    await d.sync.kick();
    server.fail(1);
    d.sync.enqueue({ kind: 'set', productId: 1, size: 'M', qty: 2 });
    await d.sync.kick();
    d.sync.enqueue({ kind: 'set', productId: 1, size: 'M', qty: 3 });
    d.sync.enqueue({ kind: 'set', productId: 1, size: 'M', qty: 4 });
    expect(d.state().ops.map((op) => (op.kind === 'set' ? op.qty : op.kind))).toEqual([2, 4]);
    await d.fireTimer();
    expect(server.calls.filter((c) => c.startsWith('set'))).toEqual(['set line-1=2', 'set line-1=2', 'set line-1=4']);
    expect(d.view()).toEqual(['1:M×4']);
  });

  it('removes and clears by the line ids of the last answer, and removes whole products', async () => {
    const server = fakeCartServer();
    const d = device(server);
    await d.signIn('u1');
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 1 });
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'L', qty: 1 });
    d.sync.enqueue({ kind: 'add', product: product(2), size: 'M', qty: 1 });
    d.sync.enqueue({ kind: 'remove', productId: 1, size: 'L' });
    d.sync.enqueue({ kind: 'removeProducts', productIds: [2] });
    await d.sync.kick();
    expect(d.view()).toEqual(['1:M×1']);
    expect(server.calls.slice(-2)).toEqual(['remove line-2', 'removeProducts 2']);
    d.sync.enqueue({ kind: 'clear' });
    expect(d.view()).toEqual([]);
    await d.sync.kick();
    expect(server.cart().count).toBe(0);
  });

  it('takes the guest cart into the account before any change, and holds the changes behind a merge that failed', async () => {
    const server = fakeCartServer();
    const d = device(server, { guest: [guestLine(1, 'M', 2)] });
    server.fail(1);
    await d.signIn('u1');
    d.sync.enqueue({ kind: 'add', product: product(2), size: 'M', qty: 1 });
    await d.sync.kick();
    // Offline: nothing overtakes the merge, and the guest's lines stay on the device.
    expect(server.calls).toEqual(['merge 1:M+2']);
    expect(d.guest()).toHaveLength(1);
    expect(d.liveTimers()).toEqual([1000]);
    await d.fireTimer();
    expect(server.calls).toEqual(['merge 1:M+2', 'merge 1:M+2', 'get', 'add 2:M+1']);
    expect(d.guest()).toEqual([]);
    expect(server.cart().items.map((i) => `${i.product_id}:${i.size}×${i.quantity}`)).toEqual(['1:M×2', '2:M×1']);
  });

  it('hands the merge changes the previous outbox kept to the guest merge, with their ids as keys, and drops them from the outbox', () => {
    const stored = { userId: 'u1', server: null, ops: [{ id: 'm1', kind: 'merge', lines: [guestLine(1, 'M', 2)] }, { id: 'c', kind: 'clear' }] };
    expect(oldMerges(stored)).toEqual({ userId: 'u1', parts: [{ key: 'm1', entries: [guestLine(1, 'M', 2)] }] });
    expect(parseSyncState(stored).ops).toEqual([{ id: 'c', kind: 'clear' }]);
    expect(oldMerges(EMPTY_SYNC)).toBeNull();
  });

  it('shows the guest lines still on their way on top of the server’s cart, under the changes', () => {
    const state: SyncState = { userId: 'u1', server: null, ops: [{ id: 'a', kind: 'set', productId: 1, size: 'M', qty: 5 }] };
    expect(viewLines(state, [guestLine(1, 'M', 2), guestLine(3, 'L', 1)]).map((l) => `${l.id}:${l.selectedSize}×${l.qty}`)).toEqual(['1:M×5', '3:L×1']);
  });

  it('waits for a new sign-in after a 401, forgets the server cart at sign-out, and never sends one shopper’s changes for another', async () => {
    const server = fakeCartServer();
    const d = device(server);
    await d.signIn('u1');
    server.fail(1, 401);
    d.sync.enqueue({ kind: 'add', product: product(1), size: 'M', qty: 1 });
    await d.sync.kick();
    expect(d.liveTimers()).toEqual([]);
    await d.signIn(null);
    expect(d.state()).toMatchObject({ userId: 'u1', server: null });
    expect(d.state().ops).toHaveLength(1);
    await d.signIn('u1');
    expect(server.cart().count).toBe(1);

    server.fail(1);
    d.sync.enqueue({ kind: 'add', product: product(2), size: 'M', qty: 1 });
    await d.sync.kick();
    await d.signIn('u2');
    expect(d.state()).toMatchObject({ userId: 'u2', ops: [] });
    expect(d.liveTimers()).toEqual([]);
    expect(server.calls.filter((c) => c === 'add 2:M+1')).toHaveLength(1);
  });
});
