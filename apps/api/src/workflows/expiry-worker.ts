import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { expireUnpaidOrders } from './expire-unpaid-orders';

export interface ExpiryWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  hours: number;
  /** How often to sweep; 0 turns the worker off. */
  everyMs: number;
  now?: () => number;
}

/**
 * Sweeps for expired unpaid orders in the shop process, one sweep at a time (docs/decisions/025). A failed
 * sweep (the database away) is logged and the next one tries again; the process is never ended by it.
 */
export function startExpiryWorker(opts: ExpiryWorkerOptions): { stop(): Promise<void> } {
  const now = opts.now ?? Date.now;
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = expireUnpaidOrders(opts.db, { now: new Date(now()), hours: opts.hours })
      .then((n) => {
        if (n > 0) opts.log.info({ cancelled: n }, 'unpaid orders expired');
      })
      .catch((error: unknown) => opts.log.error({ err: error }, 'unpaid order sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = opts.everyMs > 0 ? setInterval(sweep, opts.everyMs) : null;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
