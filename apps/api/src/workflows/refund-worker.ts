import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { startPeriodic, type Periodic } from '../lib/periodic';
import { carryOutRefunds, type RefundGateways, type RefundRunOptions } from './carry-out-refunds';

export interface RefundWorkerOptions extends RefundRunOptions {
  db: Database;
  log: FastifyBaseLogger;
  gateways: RefundGateways;
  /** How often to look for refunds due; 0 turns the worker off (tests run it by hand). */
  everyMs: number;
}

/**
 * Carries out the refunds through the gateways in the shop process, one run at a time (docs/decisions/070). A
 * failed run (the database away) is logged and the next one tries again; the process is never ended by it.
 */
export function startRefundWorker(opts: RefundWorkerOptions): Periodic {
  const { db, log, gateways, everyMs, ...run } = opts;
  return startPeriodic({
    everyMs,
    run: async () => {
      const n = await carryOutRefunds(db, gateways, run);
      if (n > 0) log.info({ refunds: n }, 'refunds looked at');
    },
    onError: (error) => log.error({ err: error }, 'refund run failed'),
  });
}
