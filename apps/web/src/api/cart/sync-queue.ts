import type { CartOp, NewCartOp, SyncState } from './cart-ops';
import { classifyFailure, retryDelay } from './sync-failure';
import { sendOp, type CartTransport } from './sync-send';

interface SyncDeps {
  read(): SyncState;
  write(state: SyncState): void;
  /** The signed-in shopper's id, or null when signed out. */
  userId(): string | null;
  transport: CartTransport;
  /**
   * Takes the guest's cart on this device into the account (api/guest-lists.ts), or null when none waits.
   * Run before any change is sent.
   */
  mergeGuest?(userId: string): Promise<void> | null;
  newId(): string;
  setTimer(run: () => void, ms: number): () => void;
  /** Runs the queue in one tab at a time (Web Locks where the browser has them). */
  exclusive?<T>(run: () => Promise<T>): Promise<T>;
  log?(message: string, error: unknown): void;
  /** The server refused a change (a 4xx other than 401): the screens say why. */
  onRefused?(op: CartOp, error: unknown): void;
}

/** A change of the same line's quantity replaces the one before it, unless that one may be on its way. */
function coalesce(ops: CartOp[], op: CartOp): CartOp[] {
  const last = ops[ops.length - 1];
  const sameLine = last?.kind === 'set' && op.kind === 'set' && last.productId === op.productId && last.size === op.size;
  return sameLine && ops.length >= 2 ? [...ops.slice(0, -1), op] : [...ops, op];
}

/**
 * The signed-in cart's outbox: changes are shown at once, kept on the device, and sent one after another
 * in order. A failure that may pass (offline, 5xx, 429) keeps the change and tries again later, with
 * growing waits and at once when the browser is back online; a refusal (4xx) drops it and the server's
 * cart is read again. When nothing is waiting, the server's answer is the cart.
 */
export function createCartSync(deps: SyncDeps) {
  let running = false;
  let again = false;
  let wantRefresh = true;
  let attempt = 0;
  let cancelTimer: (() => void) | null = null;
  /** After a 401: nothing is sent until the session changes. */
  let signedOut = false;
  const log = deps.log ?? (() => undefined);
  const update = (change: (s: SyncState) => SyncState) => deps.write(change(deps.read()));

  function stopTimer() {
    cancelTimer?.();
    cancelTimer = null;
  }

  /** One call; 'retry' and 'wait' leave the queue as it is, 'refused' drops the change. */
  async function attemptCall<T>(call: () => Promise<T>, op?: CartOp): Promise<{ ok: T } | 'retry' | 'wait' | 'refused'> {
    try {
      const ok = await call();
      attempt = 0;
      return { ok };
    } catch (error) {
      const kind = classifyFailure(error);
      log(`cart sync: ${kind}`, error);
      if (kind === 'refused') {
        if (op) deps.onRefused?.(op, error);
        return 'refused';
      }
      if (kind === 'signed-out') {
        signedOut = true;
        return 'wait';
      }
      attempt += 1;
      stopTimer();
      cancelTimer = deps.setTimer(() => {
        cancelTimer = null;
        void kick();
      }, retryDelay(attempt, error));
      return 'retry';
    }
  }

  async function drain(): Promise<void> {
    // The guest's cart goes into the account before any later change is sent (docs/decisions/036). A merge that
    // fails waits for its timer like a change; nothing is sent behind it.
    const first = deps.userId();
    const merging = first && deps.read().userId === first && !cancelTimer && !signedOut ? deps.mergeGuest?.(first) : null;
    if (merging) {
      const merged = await attemptCall(() => merging);
      if (typeof merged !== 'object') return;
    }
    for (;;) {
      // A failed change waits for its timer (or the browser coming online); new clicks queue behind it.
      if (cancelTimer || signedOut) return;
      const userId = deps.userId();
      const state = deps.read();
      if (!userId || state.userId !== userId) return;
      const op = state.ops[0];
      if (state.server === null || (!op && wantRefresh)) {
        wantRefresh = false;
        const result = await attemptCall(() => deps.transport.get());
        if (typeof result !== 'object') {
          wantRefresh = true;
          return;
        }
        update((s) => (s.userId === userId && deps.userId() === userId ? { ...s, server: result.ok } : s));
        continue;
      }
      if (!op) return;
      const result = await attemptCall(() => sendOp(op, state.server!, deps.transport), op);
      if (result === 'retry' || result === 'wait') return;
      // Applied on the server (or refused) either way: the change leaves the queue even if the shopper
      // signed out meanwhile, but an answer is only kept for the shopper still signed in.
      update((s) => {
        if (s.userId !== userId) return s;
        const server = deps.userId() !== userId ? null : result === 'refused' ? s.server : result.ok;
        return { ...s, server, ops: s.ops.filter((o) => o.id !== op.id) };
      });
      if (result === 'refused') wantRefresh = true;
    }
  }

  let current: Promise<void> = Promise.resolve();

  /** Runs the queue; while it runs, a second kick only asks for one more pass. Settles when it stops. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return current;
    }
    running = true;
    current = (async () => {
      try {
        do {
          again = false;
          await (deps.exclusive ? deps.exclusive(drain) : drain());
        } while (again);
      } finally {
        running = false;
      }
    })();
    return current;
  }

  return {
    kick,
    enqueue(op: NewCartOp) {
      update((s) => ({ ...s, ops: coalesce(s.ops, { ...op, id: deps.newId() } as CartOp) }));
      void kick();
    },
    /** Reads the server's cart once nothing is waiting (start, sign-in, the tab shown again). */
    refresh() {
      wantRefresh = true;
      void kick();
    },
    /** Back online: the waiting change goes now instead of after its timer. */
    retryNow() {
      if (!cancelTimer) return;
      stopTimer();
      void kick();
    },
    /**
     * Follows the session: a sign-in takes the guest cart into the account (the next pass merges it first);
     * another shopper's waiting changes are dropped (they cannot be sent without that shopper's token); a
     * sign-out forgets the server's cart on this device but keeps the shopper's unsent changes for the next sign-in.
     */
    adopt() {
      signedOut = false;
      const userId = deps.userId();
      const state = deps.read();
      if (!userId) {
        stopTimer();
        if (state.server) deps.write({ ...state, server: null });
        return;
      }
      if (state.userId !== userId) {
        stopTimer();
        deps.write({ userId, server: null, ops: [] });
      }
      wantRefresh = true;
      void kick();
    },
  };
}

export type CartSync = ReturnType<typeof createCartSync>;
