import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { startPeriodic, type Periodic } from '../lib/periodic';
import { expireUnconfirmedCashOrders, expireUnpaidOrders } from './expire-unpaid-orders';

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
export function startExpiryWorker(opts: ExpiryWorkerOptions): Periodic {
  const now = opts.now ?? Date.now;
  return startPeriodic({
    everyMs: opts.everyMs,
    run: async () => {
      const n = await expireUnpaidOrders(opts.db, { now: new Date(now()), hours: opts.hours });
      if (n > 0) opts.log.info({ cancelled: n }, 'unpaid orders expired');
      const unconfirmed = await expireUnconfirmedCashOrders(opts.db, { now: new Date(now()) });
      if (unconfirmed > 0) opts.log.info({ cancelled: unconfirmed }, 'unconfirmed cash orders expired');
    },
    onError: (error) => opts.log.error({ err: error }, 'unpaid order sweep failed'),
  });
}
