import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { startPeriodic, type Periodic } from '../lib/periodic';
import { claimOpenAttempts } from '../modules/online-payments/attempts.service';
import type { OnlineGateways } from '../modules/online-payments/ways';
import { checkAttempt } from './check-online-payment';

/** An attempt is asked about once it has been open this long (its return and IPN had their chance). */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** And again no sooner than this after the last ask (the lease that keeps two processes off one attempt). */
export const RECONCILE_LEASE_MS = 5 * 60_000;
/** Attempts asked about per run; the rest wait for the next. */
export const RECONCILE_BATCH = 20;

export interface ReconciliationOptions {
  db: Database;
  gateways: OnlineGateways;
  log: FastifyBaseLogger;
  /** How often to run; 0 only when asked (tests). */
  everyMs: number;
  now?: () => number;
}

/**
 * The reconciliation (docs/decisions/068): every attempt left started past RECONCILE_AFTER_MS is asked about (the
 * SSLCommerz transaction query, bKash's status query) and settled, so nothing stays in between when the return
 * and the IPN never came. Attempts are claimed with a lease on checked_at under FOR UPDATE SKIP LOCKED, so several
 * shop processes never ask about the same one at once; each claim counts a check. One gateway that is away costs
 * its bounded waits per attempt (its breaker then answers at once) and the attempts stay for the next run.
 */
export function startReconciliationWorker(opts: ReconciliationOptions): Periodic & { reconcile(): Promise<number> } {
  const now = opts.now ?? Date.now;
  async function reconcile(): Promise<number> {
    const at = now();
    const claimed = await claimOpenAttempts(opts.db, { now: new Date(at), openedBefore: new Date(at - RECONCILE_AFTER_MS), checkedBefore: new Date(at - RECONCILE_LEASE_MS), limit: RECONCILE_BATCH });
    let settled = 0;
    for (const attempt of claimed) {
      try {
        const after = await checkAttempt(opts.db, opts.gateways, attempt.id, { now: at });
        if (after && after.state !== 'started') settled += 1;
      } catch (error) {
        opts.log.warn({ err: error, attempt: attempt.id, gateway: attempt.gateway }, 'the reconciliation could not ask the gateway; it asks again next run');
      }
    }
    if (settled > 0) opts.log.info({ settled }, 'open payment attempts settled by the reconciliation');
    return settled;
  }
  const periodic = startPeriodic({ everyMs: opts.everyMs, run: async () => void (await reconcile()), onError: (error) => opts.log.error({ err: error }, 'payment reconciliation failed') });
  return { ...periodic, reconcile };
}
