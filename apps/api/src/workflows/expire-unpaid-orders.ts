import { CASH_ON_DELIVERY, COD_UNCONFIRMED_REASON, unpaidExpiryReason } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { cancelInTransaction, cancelOrder } from './cancel-order';
import { UNPAID_PAYMENT_STATUSES } from '../modules/orders/order-limits.service';

import type { OrderRow } from '../modules/orders/order-answer';
import { unpaidOrdersDue } from '../modules/orders/order-changes.service';
import { lockWaitingRisk, unconfirmedOrdersDue } from '../modules/risk/risk.service';

/**
 * An order paid by hand (bKash, Nagad, a card's bank transfer) that staff have not confirmed, with no proof
 * waiting or accepted, untouched since `cutoff` (placed then, or its last proof rejected then). Cash on
 * delivery never expires: it is paid to the courier (docs/decisions/024, 025).
 */
function isExpiredUnpaid(order: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod' | 'updatedAt'>, cutoff: Date): boolean {
  return order.status === 'pending' && UNPAID_PAYMENT_STATUSES.includes(order.paymentStatus) && order.paymentMethod !== CASH_ON_DELIVERY && order.updatedAt <= cutoff;
}

const BATCH = 100;

/** Who the order's timeline says cancelled it. */
export const EXPIRY_ACTOR = { kind: 'system', label: 'Unpaid-order expiry' } as const;

/**
 * One sweep: cancels every expired unpaid order through the shoppers' and staff's own cancel workflow, so
 * stock and promo uses come back exactly as they do there. Safe with several shop processes sweeping at
 * once: the workflow locks the order and checks it again, so a second sweeper (or a proof arriving at that
 * moment) finds it no longer due and leaves it. Returns how many this sweep cancelled.
 */
export async function expireUnpaidOrders(db: Database, opts: { now: Date; hours: number }): Promise<number> {
  const cutoff = new Date(opts.now.getTime() - opts.hours * 3_600_000);
  // What the shopper reads in My Orders, in their language (packages/shared, cancel-order).
  const reason = unpaidExpiryReason(opts.hours);
  let cancelled = 0;
  for (;;) {
    const due = await unpaidOrdersDue(db, UNPAID_PAYMENT_STATUSES, cutoff, BATCH);
    let progress = 0;
    for (const order of due) {
      try {
        await cancelOrder(db, order, reason, EXPIRY_ACTOR, (row) => isExpiredUnpaid(row, cutoff));
        progress += 1;
      } catch (error) {
        // Another sweeper, the shopper or staff got there first, or a proof arrived: nothing to do.
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      }
    }
    cancelled += progress;
    // A full batch that another sweeper took entirely: the rest is left to the next sweep.
    if (due.length < BATCH || progress === 0) return cancelled;
  }
}

/**
 * The same sweep for high-risk cash orders whose shopper did not confirm them by SMS code before `confirm_by`
 * (docs/decisions/075): each is cancelled through the cancel workflow, its stock and promo use coming back. The risk
 * row is locked first and checked again (the code may have been typed meanwhile), in the order confirming takes them.
 */
export async function expireUnconfirmedCashOrders(db: Database, opts: { now: Date }): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const due = await unconfirmedOrdersDue(db, opts.now, BATCH);
    let progress = 0;
    for (const order of due) {
      const done = await db.transaction(async (tx) => {
        const waiting = await lockWaitingRisk(tx, order.id);
        if (!waiting || !waiting.confirmBy || waiting.confirmBy > opts.now) return false;
        try {
          await cancelInTransaction(tx, order, COD_UNCONFIRMED_REASON, EXPIRY_ACTOR, (row) => row.status === 'pending');
          return true;
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 409) return false;
          throw error;
        }
      });
      if (done) progress += 1;
    }
    cancelled += progress;
    if (due.length < BATCH || progress === 0) return cancelled;
  }
}
