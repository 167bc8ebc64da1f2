/** A counter over a window that starts at its first hit (fixed window, per key). */
export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the counter is forgotten; 0 when there is no counter. */
  resetInMs: number;
}

/**
 * Where throttling counters live. In memory for one process; Redis when several API processes
 * serve one shop, so a limit holds whichever process a request reaches.
 */
export interface RateLimitStore {
  /** Adds one to the key's counter, starting a window of windowMs if there is none. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's counter, unchanged (count 0 when there is none). */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  /** Readiness (/readyz): resolves when a shared store answers; absent for one kept in memory. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

export type Clock = () => number;

const EMPTY: WindowCount = { count: 0, resetInMs: 0 };

/** One process only. The clock is injectable so tests can move time instead of waiting. */
export function createMemoryRateLimitStore(now: Clock = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  // Expired windows are dropped as keys are touched and on a sweep, so memory stays bounded.
  let lastSweep = now();
  const sweep = (at: number) => {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [key, w] of windows) if (w.endsAt <= at) windows.delete(key);
  };
  const live = (key: string, at: number) => {
    const w = windows.get(key);
    if (w && w.endsAt <= at) windows.delete(key);
    return w && w.endsAt > at ? w : undefined;
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      sweep(at);
      const w = live(key, at) ?? { count: 0, endsAt: at + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetInMs: w.endsAt - at };
    },
    async peek(key) {
      const at = now();
      const w = live(key, at);
      return w ? { count: w.count, resetInMs: w.endsAt - at } : EMPTY;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
